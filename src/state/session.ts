// Session data 会话 (product.md §3): tokens, user and team, roles and showMan, kept in session + local storage and cookies.
import { atom } from 'jotai';
import { getCookie, removeCookie, setCookie } from './cookies';
import { readStorage, removeStorage, writeStorage } from './storage';
import { appStore } from './store';

/** Storage keys; the tokens are also mirrored in cookies of the same name. */
export const SESSION_KEYS = {
  accessToken: 'access_token',
  refreshToken: 'refresh_token',
  username: 'username',
  avatar: 'avatar',
  teamRole: 'team_role',
  teamId: 'team_id',
  teamName: 'team_name',
  phoneNumber: 'phone_number',
  isSuperAdmin: 'is_super_admin',
  roles: 'roles',
  showMan: 'showMan',
} as const;

/** The placeholder roles array (product.md §6: the store's roles are a fixed placeholder). */
export const DEFAULT_ROLES: readonly string[] = ['admin'];

export interface TokenPair {
  access_token: string;
  refresh_token: string;
}

/** What GET /v1/auth/info answers in `data`. */
export interface UserInfo {
  user: {
    id: number;
    username: string;
    avatar?: string | null;
    phone_number: string;
    is_super_admin: boolean;
  };
  team: { id: number; role: string; name: string } | null;
}

export interface SessionData {
  username: string;
  avatar: string;
  phoneNumber: string;
  teamRole: string;
  teamId: string;
  teamName: string;
  isSuperAdmin: boolean;
  /** 系统管理 menu flag: exactly the text 'true' in session storage shows the entry. */
  showMan: boolean;
}

const keys = SESSION_KEYS;

/** Session storage first (this tab), then local storage (other tabs of the same browser). */
function read(key: string): string | null {
  return readStorage('session', key) ?? readStorage('local', key);
}

function write(key: string, value: string): void {
  writeStorage('session', key, value);
  writeStorage('local', key, value);
}

export function getAccessToken(): string | undefined {
  return read(keys.accessToken) ?? getCookie(keys.accessToken) ?? undefined;
}

export function getRefreshToken(): string | undefined {
  return read(keys.refreshToken) ?? getCookie(keys.refreshToken) ?? undefined;
}

/** Stores a new token pair (login, refresh, team switch) in storage and cookies. */
export function setTokens(tokens: TokenPair): void {
  write(keys.accessToken, tokens.access_token);
  write(keys.refreshToken, tokens.refresh_token);
  setCookie(keys.accessToken, tokens.access_token);
  setCookie(keys.refreshToken, tokens.refresh_token);
}

export function readSession(): SessionData {
  return {
    username: read(keys.username) ?? '',
    avatar: read(keys.avatar) ?? '',
    phoneNumber: read(keys.phoneNumber) ?? '',
    teamRole: read(keys.teamRole) ?? '',
    teamId: read(keys.teamId) ?? '',
    teamName: read(keys.teamName) ?? '',
    isSuperAdmin: read(keys.isSuperAdmin) === 'true',
    showMan: readStorage('session', keys.showMan) === 'true',
  };
}

/** Current user and team as shown by the shell (top bar name, avatar menu, sidebar 系统管理). */
export const sessionAtom = atom<SessionData>(readSession());

/** Roles loaded for this page view; empty until GET /v1/auth/info answered (the guard waits on it). */
export const rolesAtom = atom<readonly string[]>([]);

/** Records what /v1/auth/info answered and marks the roles as loaded. */
export function saveUserInfo(info: UserInfo, roles: readonly string[] = DEFAULT_ROLES): void {
  write(keys.username, info.user.username);
  write(keys.avatar, info.user.avatar ?? '');
  write(keys.phoneNumber, info.user.phone_number);
  write(keys.isSuperAdmin, String(info.user.is_super_admin === true));
  write(keys.teamRole, info.team?.role ?? '');
  write(keys.teamId, info.team ? String(info.team.id) : '');
  write(keys.teamName, info.team?.name ?? '');
  write(keys.roles, JSON.stringify(roles));
  writeStorage('session', keys.showMan, String(info.user.is_super_admin === true));
  appStore.set(sessionAtom, readSession());
  appStore.set(rolesAtom, [...roles]);
}

/** Remembers the team chosen in the avatar menu before the page reloads with ?key=<team id>. */
export function saveTeamId(teamId: number | string): void {
  write(keys.teamId, String(teamId));
}

/** Forgets everything about the signed-in user (logout, expired refresh token). */
export function clearSession(): void {
  for (const key of Object.values(keys)) {
    removeStorage('session', key);
    removeStorage('local', key);
  }
  removeCookie(keys.accessToken);
  removeCookie(keys.refreshToken);
  appStore.set(sessionAtom, readSession());
  appStore.set(rolesAtom, []);
}
