// What the avatar menu does: switch team (new token pair, then reload with ?key=<team id>) and log out.
import { logout, switchTeam } from '../../api/auth';
import { clearSession, saveTeamId, setTokens } from '../../state/session';
import { appStore } from '../../state/store';
import { teamsAtom } from '../../state/teams';
import { visitedViewsAtom } from '../../state/tags-view';
import { loginPathFor, replacePage } from '../../state/navigation';

/** Stores the new tokens and team, then replaces the page so everything reloads in the new team (product.md §4.3). */
export async function switchToTeam(teamId: number): Promise<void> {
  const tokens = await switchTeam(teamId);
  setTokens(tokens);
  saveTeamId(teamId);
  replacePage(`${window.location.pathname}?key=${teamId}`);
}

/** Tells the server (best effort), forgets the session and opens the login page with the current page as redirect. */
export async function logoutAndRedirect(fullPath: string, navigate: (to: string) => void): Promise<void> {
  try {
    await logout();
  } catch {
    // The local session ends whatever the server answered.
  }
  clearSession();
  appStore.set(teamsAtom, []);
  appStore.set(visitedViewsAtom, []);
  navigate(loginPathFor(fullPath));
}
