// @vitest-environment happy-dom
// The shell's ky client against the REAL refresh endpoint (app.inject as fetch): expiry → rotation → retry; replay ends the session.
// happy-dom, not jsdom: under jsdom jose's HS256 signing fails (its TextEncoder yields another realm's Uint8Array).
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient, type Toast } from '../../../src/api/client';
import { getAccessToken, getRefreshToken, setTokens } from '../../../src/state/session';
import { createTestApp, createUser, type TestApp } from '../../server/helpers/test-app';
import { loginTokens } from '../../server/auth/helpers';

let t: TestApp;

/** A fetch that hands the request to Fastify's inject: the real routes, guard and refresh-token store. */
function injectFetch(app: TestApp['app']): typeof fetch {
  return (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.text();
    const res = await app.inject({
      method: request.method as 'GET' | 'POST',
      url: url.pathname + url.search,
      headers: Object.fromEntries(request.headers.entries()),
      ...(body ? { payload: body } : {}),
    });
    return new Response(res.body, {
      status: res.statusCode,
      headers: { 'content-type': String(res.headers['content-type'] ?? 'application/json') },
    });
  }) as typeof fetch;
}

beforeAll(async () => {
  t = await createTestApp('sqlite');
});
afterAll(async () => t.close());
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

function client() {
  const toasts: Toast[] = [];
  const loggedOut = vi.fn();
  const api = createApiClient({
    prefixUrl: 'http://test.local/',
    fetch: injectFetch(t.app),
    toast: (x) => toasts.push(x),
    onLoggedOut: loggedOut,
  });
  return { api, toasts, loggedOut };
}

describe('ky client with the real refresh endpoint', () => {
  it('refreshes an expired access token once, stores the rotated pair and retries the call', async () => {
    const u = await createUser(t, { password: 'goodpass1' });
    const pair = await loginTokens(t, u.phone_number, 'goodpass1');
    setTokens(pair);
    const { api, toasts } = client();
    t.clock.advance(31 * 60 * 1000);
    const [a, b] = await Promise.all([
      api.get<{ user: { id: number } }>('/v1/auth/info'),
      api.get<{ total: number }>('/v1/account/myteams'),
    ]);
    expect(a.user.id).toBe(u.id);
    expect(b.total).toBe(0);
    expect(getRefreshToken()).not.toBe(pair.refresh_token);
    expect(getAccessToken()).not.toBe(pair.access_token);
    expect(toasts).toEqual([]);
    // the stored (rotated) refresh token works once more; the first one is now a replay
    const rows = await t.deps.db
      .selectFrom('refresh_tokens')
      .select('id')
      .where('user_id', '=', u.id)
      .execute();
    expect(rows).toHaveLength(2);
  });

  it('ends the session (登陆过期) when the stored refresh token was already used elsewhere', async () => {
    const u = await createUser(t, { password: 'goodpass1' });
    const pair = await loginTokens(t, u.phone_number, 'goodpass1');
    // someone else rotates it first → ours is a replay and the family is revoked
    await t.call({ method: 'POST', url: '/nl/v1/auth/refresh', token: pair.refresh_token });
    setTokens(pair);
    const { api, toasts, loggedOut } = client();
    t.clock.advance(31 * 60 * 1000);
    await expect(api.get('/v1/auth/info')).rejects.toMatchObject({ status: 401 });
    expect(loggedOut).toHaveBeenCalledTimes(1);
    expect(toasts[0]?.message).toBe('登陆过期');
    expect(getAccessToken()).toBeUndefined();
  });
});
