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

export function createAccessTokens(secret: string, now: () => Date) {
  const key = new TextEncoder().encode(secret);

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
    try {
      const { payload } = await jwtVerify(token, key, {
        issuer: ISSUER,
        currentDate: now(),
        algorithms: ['HS256'],
      });
      const userId = Number(payload.sub);
      if (!Number.isInteger(userId) || typeof payload.sid !== 'string')
        return { ok: false, reason: 'invalid' };
      return {
        ok: true,
        claims: {
          userId,
          teamId: typeof payload.tid === 'number' ? payload.tid : null,
          teamRole: typeof payload.role === 'string' ? payload.role : null,
          isSuperAdmin: payload.sa === 1,
          sessionId: payload.sid,
        },
      };
    } catch (e) {
      return { ok: false, reason: e instanceof errors.JWTExpired ? 'expired' : 'invalid' };
    }
  }

  return { sign, verify };
}

export type AccessTokens = ReturnType<typeof createAccessTokens>;
