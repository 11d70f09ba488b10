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
