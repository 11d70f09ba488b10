// Access tokens: short-lived JWTs (HS256, 30 minutes) carrying the user, the active team and its role, and the
// session (refresh-token family) they belong to: a request is refused at once when that session was revoked.
import { errors, jwtVerify, SignJWT } from 'jose';

export const ACCESS_TOKEN_TTL_SECONDS = 30 * 60;
const ISSUER = 'nongline-calc';

export interface AccessClaims {
  userId: number;
  teamId: number | null;
  teamRole: string | null;
  isSuperAdmin: boolean;
  /** the refresh-token family of the sign-in that issued the token */
  sessionId: string;
}

export type VerifyResult = { ok: true; claims: AccessClaims } | { ok: false; reason: 'expired' | 'invalid' };

/** Verified tokens remembered at most (one per signed-in device in the last half hour is plenty). */
export const VERIFIED_CACHE_SIZE = 10_000;

export function createAccessTokens(secret: string, now: () => Date) {
  const key = new TextEncoder().encode(secret);
  /**
   * Tokens whose signature and claims were verified, with their expiry (seconds). The signature check is a pure
   * function of the token text and the key, and WebCrypto's HMAC costs a fraction of a millisecond of the request
   * thread each time; so a token already verified is answered from here until it expires (then jose answers again,
   * 'expired'). What can change meanwhile — revoked session, disabled account, team membership — is checked by the
   * guard in the database on every request, as before.
   */
  const verified = new Map<string, { claims: AccessClaims; exp: number }>();

  async function sign(claims: AccessClaims): Promise<string> {
    const iat = Math.floor(now().getTime() / 1000);
    return new SignJWT({
      tid: claims.teamId,
      role: claims.teamRole,
      sa: claims.isSuperAdmin ? 1 : 0,
      sid: claims.sessionId,
    })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(claims.userId))
      .setIssuer(ISSUER)
      .setIssuedAt(iat)
      .setExpirationTime(iat + ACCESS_TOKEN_TTL_SECONDS)
      .sign(key);
  }

  async function verify(token: string): Promise<VerifyResult> {
    const known = verified.get(token);
    // jose refuses a token once `exp <= now` (in whole seconds, no clock tolerance): the same test here
    if (known && known.exp > Math.floor(now().getTime() / 1000)) return { ok: true, claims: known.claims };
    if (known) verified.delete(token);
    try {
      const { payload } = await jwtVerify(token, key, {
        issuer: ISSUER,
        currentDate: now(),
        algorithms: ['HS256'],
      });
      const userId = Number(payload.sub);
      if (!Number.isInteger(userId) || typeof payload.sid !== 'string')
        return { ok: false, reason: 'invalid' };
      const claims: AccessClaims = {
        userId,
        teamId: typeof payload.tid === 'number' ? payload.tid : null,
        teamRole: typeof payload.role === 'string' ? payload.role : null,
        isSuperAdmin: payload.sa === 1,
        sessionId: payload.sid,
      };
      if (typeof payload.exp === 'number') {
        if (verified.size >= VERIFIED_CACHE_SIZE) verified.delete(verified.keys().next().value as string);
        verified.set(token, { claims: Object.freeze(claims), exp: payload.exp });
      }
      return { ok: true, claims };
    } catch (e) {
      return { ok: false, reason: e instanceof errors.JWTExpired ? 'expired' : 'invalid' };
    }
  }

  return { sign, verify };
}

export type AccessTokens = ReturnType<typeof createAccessTokens>;
