// Real HTTP against a listening app, for races: Promise.all of N fetches through the network stack.
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Envelope } from './test-app';

export interface HttpAnswer {
  status: number;
  body: Envelope;
}

export interface HttpCall {
  method?: string;
  token?: string;
  body?: unknown;
  /** sent as X-Forwarded-For (believed only when the app trusts 127.0.0.1 as its proxy) */
  forwardedFor?: string;
}

/** Starts listening on a free port of 127.0.0.1 and answers its base URL. */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

export async function http(base: string, path: string, call: HttpCall = {}): Promise<HttpAnswer> {
  const headers: Record<string, string> = {};
  if (call.token) headers.authorization = `Bearer ${call.token}`;
  if (call.forwardedFor) headers['x-forwarded-for'] = call.forwardedFor;
  if (call.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${base}${path}`, {
    method: call.method ?? (call.body === undefined ? 'GET' : 'POST'),
    headers,
    ...(call.body === undefined ? {} : { body: JSON.stringify(call.body) }),
  });
  const text = await res.text();
  let body: Envelope;
  try {
    body = JSON.parse(text) as Envelope;
  } catch {
    body = { code: res.status, message: text, data: null };
  }
  return { status: res.status, body };
}

/** How many answers had each `status message` (e.g. `{"200 success": 1, "429 …": 19}`). */
export function tally(answers: readonly HttpAnswer[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const a of answers) {
    const key = `${a.status} ${a.body.message}`;
    out[key] = (out[key] ?? 0) + 1;
  }
  return out;
}

export interface HttpClient {
  request(method: string, path: string, token?: string, body?: unknown): Promise<HttpAnswer>;
  /** the same request `n` times at once (Promise.all) */
  parallel(n: number, method: string, path: string, token?: string, body?: unknown): Promise<HttpAnswer[]>;
}

/** Starts the test app listening and answers a small client of it (app.close() stops it). */
export async function serveHttp(t: { app: FastifyInstance }): Promise<HttpClient> {
  const base = await listen(t.app);
  const request = (method: string, path: string, token?: string, body?: unknown) =>
    http(base, path, { method, ...(token ? { token } : {}), ...(body === undefined ? {} : { body }) });
  return {
    request,
    parallel: (n, method, path, token, body) =>
      Promise.all(Array.from({ length: n }, () => request(method, path, token, body))),
  };
}

/** How many answers had each status, e.g. {200: 1, 409: 9}. */
export function statusCounts(answers: readonly HttpAnswer[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const a of answers) counts[a.status] = (counts[a.status] ?? 0) + 1;
  return counts;
}
