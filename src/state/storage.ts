// Safe wrappers around localStorage / sessionStorage: they may be missing (Node) or throw (privacy modes).

type Area = 'local' | 'session';

function area(which: Area): Storage | undefined {
  try {
    if (typeof window === 'undefined') return undefined;
    return which === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function readStorage(which: Area, key: string): string | null {
  try {
    return area(which)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStorage(which: Area, key: string, value: string): void {
  try {
    area(which)?.setItem(key, value);
  } catch {
    // Storage full or forbidden: the app still works for this page view.
  }
}

export function removeStorage(which: Area, key: string): void {
  try {
    area(which)?.removeItem(key);
  } catch {
    // Nothing to clean up when storage is unavailable.
  }
}

/** Reads a JSON value from localStorage, falling back when absent or malformed. */
export function readJson<T>(key: string, fallback: T): T {
  const raw = readStorage('local', key);
  if (raw === null) return fallback;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return fallback;
  }
}
