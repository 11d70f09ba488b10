// Security headers 安全响应头: helmet's, computed once. @fastify/helmet builds the helmet middleware again on every
// request (parsing the CSP directives and all the options) in two onRequest hooks; the headers never change here (no
// per-request nonce), so they are taken from helmet once at start and set as they are.
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** The headers helmet sets with these options (it also removes X-Powered-By, which Fastify never sends). */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string) {
      headers[name.toLowerCase()] = value;
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
    getHeader: () => undefined,
  };
  helmet(options)({} as never, response as never, (err?: unknown) => {
    if (err) throw err;
  });
  return headers;
}

/** Sets the headers on every answer (onRequest, like @fastify/helmet: error and 404 answers carry them too). */
export function installSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const headers = helmetHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
