// Input rules every route shares, applied once for all of them (anonymous ones too): no NUL character in any
// string, every integer a request carries fits the 32-bit integer columns, and malformed or over-long URLs
// answer in the envelope. Without them PostgreSQL refuses such values with a 500 where SQLite accepts them.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { failure } from './envelope';
import { badRequest, notFound } from './errors';

/** The largest value of an INTEGER column on PostgreSQL (and so of every id). */
export const MAX_INT32 = 2_147_483_647;

const DIGITS = /^\d+$/;

function someValue(value: unknown, test: (leaf: unknown) => boolean, depth = 0): boolean {
  if (depth > 64) return false;
  if (Array.isArray(value)) return value.some((v) => someValue(v, test, depth + 1));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).some(([key, v]) => test(key) || someValue(v, test, depth + 1));
  }
  return test(value);
}

const hasNul = (leaf: unknown) => typeof leaf === 'string' && leaf.includes('\u0000');
const outOfRange = (leaf: unknown) =>
  typeof leaf === 'number' && Number.isInteger(leaf) && Math.abs(leaf) > MAX_INT32;
/**
 * A named path parameter of digits only is an id: one past the 32-bit range names nothing that can exist.
 * The static files' wildcard (`*`) is a path, not an id.
 */
function idOutOfRange(params: unknown): boolean {
  if (params === null || typeof params !== 'object') return false;
  return Object.entries(params).some(
    ([name, value]) =>
      name !== '*' &&
      (outOfRange(value) || (typeof value === 'string' && DIGITS.test(value) && Number(value) > MAX_INT32)),
  );
}

/** Synchronous hooks (no promise per request): a refusal is passed to `done`. */
export function installInputGuard(app: FastifyInstance): void {
  // Before validation: raw strings as they came (path, query, parsed JSON body, object keys included).
  app.addHook('preValidation', (request: FastifyRequest, _reply, done) => {
    if (
      someValue(request.params, hasNul) ||
      someValue(request.query, hasNul) ||
      someValue(request.body, hasNul)
    ) {
      done(badRequest('请求内容不能包含空字符（\\u0000）'));
    } else if (idOutOfRange(request.params)) {
      done(notFound('资源不存在'));
    } else {
      done();
    }
  });
  // After validation: the typed values the handler receives (coerced numbers, parsed id lists).
  app.addHook('preHandler', (request: FastifyRequest, _reply, done) => {
    if (someValue(request.params, outOfRange)) done(notFound('资源不存在'));
    else if (someValue(request.query, outOfRange) || someValue(request.body, outOfRange)) {
      done(badRequest(`数值超出允许范围（最大 ${MAX_INT32}）`));
    } else done();
  });
}

/** Errors the router raises before any route runs (Fastify's frameworkErrors), answered in the envelope. */
export function routerError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return reply.code(414).send(failure(414, 'PARAM_TOO_LONG', '请求路径参数过长'));
  }
  return reply.code(400).send(failure(400, 'BAD_URL', '请求地址无效'));
}
