// Loads the signed-in user's info and teams into the session; shared by the guard and the login panel (kept outside src/app so
// the login screen does not import the guard that imports the route table that lazy-loads the login screen).
import { getMyTeams, getUserInfo } from '../api/auth';
import { saveUserInfo } from './session';
import { appStore } from './store';
import { teamsAtom } from './teams';

let loading: Promise<void> | null = null;

/** Loads user info (→ roles, showMan) and the user's teams once, however many callers ask at the same time. */
export function loadSession(): Promise<void> {
  loading ??= (async () => {
    // Teams only feed the avatar menu: a failure there must not keep the user out.
    const [info, teams] = await Promise.all([getUserInfo(), getMyTeams(1, 100).catch(() => null)]);
    saveUserInfo(info);
    appStore.set(teamsAtom, teams?.teams ?? []);
  })().finally(() => {
    loading = null;
  });
  return loading;
}
