// Lets non-React code (the API client) navigate through the router once the app registered it; falls back to a full page load.

type Navigate = (to: string) => void;

let navigateImpl: Navigate = (to) => {
  if (typeof window !== 'undefined') window.location.assign(to);
};

/** Called by the router setup so redirects stay inside the single-page app. */
export function setNavigate(fn: Navigate): void {
  navigateImpl = fn;
}

export function navigateTo(to: string): void {
  navigateImpl(to);
}

/** The first page after login when no (usable) redirect was asked for. */
export const HOME_PATH = '/dashboard';

/** The login address with the current page as redirect, e.g. /login?redirect=%2Fmanage. */
export function loginPathFor(path: string): string {
  return `/login?redirect=${encodeURIComponent(path)}`;
}

/**
 * Where a signed-in visit of /login goes: its `redirect` if that is a same-site path (an open redirect would hand the
 * session's first page to anyone), else the home page.
 */
export function redirectAfterLogin(search: string): string {
  const raw = new URLSearchParams(search).get('redirect');
  return raw && raw.startsWith('/') && !raw.startsWith('//') && !raw.startsWith('/login') ? raw : HOME_PATH;
}

/** Current pathname plus query, or '/' outside a browser. */
export function currentPath(): string {
  if (typeof window === 'undefined') return '/';
  return window.location.pathname + window.location.search;
}

/** Replaces the whole page (a full reload), e.g. after a team switch so every screen reloads in the new team. */
export function replacePage(url: string): void {
  if (typeof window !== 'undefined') window.location.replace(url);
}
