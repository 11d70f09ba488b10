// One-way digests for secrets kept in the database (refresh tokens, captcha answers, SMS codes): only hashes are stored.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** HMAC-SHA256 keyed with the server secret: a leaked table alone cannot be brute-forced (6-digit codes). */
export function digest(secret: string, value: string): string {
  return createHmac('sha256', secret).update(value).digest('base64url');
}

export function sameDigest(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** An opaque random token (256 bits). */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}
