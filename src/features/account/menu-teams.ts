// The avatar menu lists the user's teams: after joining, leaving or dissolving one, keep it in step.
import { getMyTeams } from '../../api/auth';
import { appStore } from '../../state/store';
import { teamsAtom } from '../../state/teams';

export async function refreshMenuTeams(): Promise<void> {
  try {
    appStore.set(teamsAtom, (await getMyTeams(1, 100)).teams);
  } catch {
    // The menu keeps its old list until the next page load.
  }
}
