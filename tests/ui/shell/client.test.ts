// @vitest-environment jsdom
// The ky client: envelope unwrapping, bearer tokens, one shared refresh for concurrent expired requests, and session endings.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient, sessionEnded } from '../../../src/api/client';
import type { Toast } from '../../../src/api/client';
import { getAccessToken, getRefreshToken, setTokens } from '../../../src/state/session';

interface Call {
  method: string;
  path: string;
  auth: string | null;
  body: string;
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** A fake server: valid access tokens are the ones in `valid`; refresh rotates to the next pair. */
function fakeServer(options: { refreshFails?: string } = {}) {
  const calls: Call[] = [];
  let generation = 0;
  const valid = new Set(['A0']);
  const fetchImpl = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const auth = request.headers.get('authorization');
    calls.push({
      method: request.method,
      path: url.pathname + url.search,
      auth,
      body: await request.clone().text(),
    });
    await new Promise((r) => setTimeout(r, 5));
    if (url.pathname === '/nl/v1/auth/refresh') {
      if (options.refreshFails) return json(401, { code: 401, message: options.refreshFails, data: null });
      if (auth !== `Bearer R${generation}`)
        return json(401, { code: 401, message: 'REFRESH_TOKEN_EXPIRED', data: null });
      generation += 1;
      valid.clear();
      valid.add(`A${generation}`);
      return json(200, {
        code: 200,
        message: 'success',
        data: { access_token: `A${generation}`, refresh_token: `R${generation}` },
      });
    }
    if (url.pathname === '/v1/fail')
      return json(400, { code: 400, message: '项目名称已存在', error: 'DUPLICATE', data: null });
    if (!auth || !valid.has(auth.slice(7)))
      return json(401, { code: 401, message: 'ACCESS_TOKEN_EXPIRED', data: null });
    return json(200, { code: 200, message: 'success', data: { path: url.pathname, token: auth.slice(7) } });
  });
  return { calls, fetchImpl, expire: () => valid.clear() };
}

function setup(options: { refreshFails?: string } = {}) {
  const server = fakeServer(options);
  const toasts: Toast[] = [];
  const loggedOut = vi.fn();
  const client = createApiClient({
    prefixUrl: 'http://test.local/',
    fetch: server.fetchImpl as unknown as typeof fetch,
    toast: (t) => toasts.push(t),
    onLoggedOut: loggedOut,
  });
  return { ...server, client, toasts, loggedOut };
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  setTokens({ access_token: 'A0', refresh_token: 'R0' });
});

describe('api client', () => {
  it('sends the bearer token and unwraps data of a success envelope', async () => {
    const { client, calls } = setup();
    const data = await client.get<{ path: string; token: string }>('/v1/auth/info', {
      page: 1,
      search: undefined,
    });
    expect(data).toEqual({ path: '/v1/auth/info', token: 'A0' });
    expect(calls[0]).toMatchObject({ method: 'GET', path: '/v1/auth/info?page=1', auth: 'Bearer A0' });
  });

  it('rejects with the server message and shows it for 5 s', async () => {
    const { client, toasts } = setup();
    const error = await client.post('/v1/fail', { name: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('项目名称已存在');
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).error).toBe('DUPLICATE');
    expect(toasts).toEqual([{ message: '项目名称已存在', color: 'red', autoClose: 5000 }]);
  });

  it('does not toast when the caller handles the message itself', async () => {
    const { client, toasts } = setup();
    await expect(client.post('/v1/fail', {}, { notify: false })).rejects.toThrow('项目名称已存在');
    expect(toasts).toHaveLength(0);
  });

  it('refreshes once for concurrent expired requests and retries each with the new token', async () => {
    const { client, calls, expire, toasts } = setup();
    expire();
    const results = await Promise.all([
      client.get<{ path: string; token: string }>('/v1/a'),
      client.get<{ path: string; token: string }>('/v1/b'),
      client.get<{ path: string; token: string }>('/v1/c'),
    ]);
    expect(results.map((r) => r.token)).toEqual(['A1', 'A1', 'A1']);
    expect(results.map((r) => r.path)).toEqual(['/v1/a', '/v1/b', '/v1/c']);
    const refreshCalls = calls.filter((c) => c.path === '/nl/v1/auth/refresh');
    expect(refreshCalls).toHaveLength(1);
    expect(refreshCalls[0]?.auth).toBe('Bearer R0');
    expect(getAccessToken()).toBe('A1');
    expect(getRefreshToken()).toBe('R1');
    expect(toasts).toHaveLength(0);
  });

  it('a later expiry refreshes again with the rotated refresh token', async () => {
    const { client, calls, expire } = setup();
    expire();
    await client.get('/v1/a');
    expire();
    const data = await client.get<{ token: string }>('/v1/a');
    expect(data.token).toBe('A2');
    expect(calls.filter((c) => c.path === '/nl/v1/auth/refresh').map((c) => c.auth)).toEqual([
      'Bearer R0',
      'Bearer R1',
    ]);
  });

  it('when the refresh fails: 登陆过期 for 3 s, session cleared, sent to login', async () => {
    const { client, expire, toasts, loggedOut } = setup({ refreshFails: 'INVALID' });
    expire();
    const outcomes = await Promise.allSettled([client.get('/v1/a'), client.get('/v1/b')]);
    expect(outcomes.map((o) => o.status)).toEqual(['rejected', 'rejected']);
    // both callers learn that the session ended, so their screens add nothing to the one toast
    for (const o of outcomes) expect(o.status === 'rejected' && sessionEnded(o.reason)).toBe(true);
    expect(toasts).toEqual([{ message: '登陆过期', color: 'red', autoClose: 3000 }]);
    expect(loggedOut).toHaveBeenCalledTimes(1);
    expect(getAccessToken()).toBeUndefined();
  });

  it('REFRESH_TOKEN_EXPIRED: says 登陆过期 (not the server code) for 5 s, logs out and redirects', async () => {
    const { client, toasts, loggedOut, fetchImpl } = setup();
    fetchImpl.mockImplementationOnce(async () =>
      json(401, { code: 401, message: 'REFRESH_TOKEN_EXPIRED', data: null }),
    );
    const failure = await client.get('/v1/a').catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ message: '登陆过期', status: 401, sessionEnded: true });
    expect(toasts).toEqual([{ message: '登陆过期', color: 'red', autoClose: 5000 }]);
    expect(loggedOut).toHaveBeenCalledTimes(1);
    expect(getRefreshToken()).toBeUndefined();
  });

  it('a 2xx answer whose message is not success is a failure', async () => {
    const { client, fetchImpl, toasts } = setup();
    fetchImpl.mockImplementationOnce(async () => json(200, { code: 200, message: '生成失败', data: null }));
    await expect(client.get('/v1/generate')).rejects.toThrow('生成失败');
    expect(toasts[0]?.message).toBe('生成失败');
  });
});
