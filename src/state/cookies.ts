// Minimal document.cookie helpers: the session tokens and the sidebar state live in cookies (product.md §2.2, §3).

/** Reads one cookie by name, or undefined when absent (or when there is no document, e.g. in Node). */
export function getCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const prefix = `${encodeURIComponent(name)}=`;
  for (const part of document.cookie.split(';')) {
    const item = part.trim();
    if (item.startsWith(prefix)) return decodeURIComponent(item.slice(prefix.length));
  }
  return undefined;
}

/** Writes a site-wide cookie; session cookies by default, `days` makes it persistent. */
export function setCookie(name: string, value: string, days?: number): void {
  if (typeof document === 'undefined') return;
  let cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; path=/; SameSite=Lax`;
  if (days !== undefined) cookie += `; max-age=${Math.round(days * 86400)}`;
  document.cookie = cookie;
}

export function removeCookie(name: string): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${encodeURIComponent(name)}=; path=/; max-age=0`;
}
