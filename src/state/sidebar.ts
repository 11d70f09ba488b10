// Sidebar 侧边栏 open/closed state kept in the cookie sidebarStatus (1 open, 0 closed), and the device kind (mobile below 992 px).
import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import { getCookie, removeCookie, setCookie } from './cookies';

export const SIDEBAR_COOKIE = 'sidebarStatus';
/** Below this width the device counts as mobile and the sidebar closes (product.md §2.2, §9). */
export const MOBILE_BREAKPOINT = 992;

const cookieStorage = {
  getItem(key: string, initial: boolean): boolean {
    const value = getCookie(key);
    return value === undefined ? initial : value === '1';
  },
  setItem: (key: string, opened: boolean) => setCookie(key, opened ? '1' : '0', 365),
  removeItem: (key: string) => removeCookie(key),
};

/** Opened by default when no cookie exists yet. */
export const sidebarOpenedAtom = atomWithStorage<boolean>(SIDEBAR_COOKIE, true, cookieStorage, {
  getOnInit: true,
});

export type Device = 'desktop' | 'mobile';

export function deviceForWidth(width: number): Device {
  return width < MOBILE_BREAKPOINT ? 'mobile' : 'desktop';
}

export const deviceAtom = atom<Device>(
  typeof window === 'undefined' ? 'desktop' : deviceForWidth(window.innerWidth),
);
