// buildApp(deps): the whole HTTP application without listening, so tests can inject requests.
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { authenticateFirst } from './auth/guard';
import type { AppDeps } from './deps';
import { failure } from './http/envelope';
import { installErrorHandler, sendNotFound } from './http/error-handler';
import { installInputGuard, routerError } from './http/input-guard';
import { installSecurityHeaders } from './http/security-headers';
import { registerV1Routes } from './routes/v1';

export const BODY_LIMIT_BYTES = 5 * 1024 * 1024;

export interface BuildOptions {
  logger?: boolean | object;
  /** serve the built SPA from config.distDir (off in API tests) */
  serveSpa?: boolean;
}

export async function buildApp(deps: AppDeps, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: BODY_LIMIT_BYTES,
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    // X-Forwarded-For only counts when it comes from a configured proxy (TRUST_PROXY): every per-address
    // limit would otherwise be passed by sending a different header each time.
    trustProxy: deps.config.trustProxy,
    frameworkErrors: routerError,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('deps', deps);
  app.decorateRequest('currentUser', null);
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  installSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine and AG Grid inject their styles at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        workerSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  installErrorHandler(app);

  app.get('/healthz', async (_request, reply) => {
    try {
      await sql`select 1`.execute(deps.db);
      return { code: 200, message: 'success', data: { status: 'ok', database: deps.dialect } };
    } catch {
      return reply.code(503).send(failure(503, 'DB_UNAVAILABLE', '数据库不可用'));
    }
  });

  installInputGuard(app);
  authenticateFirst(app);
  await registerV1Routes(app);

  if (options.serveSpa && existsSync(join(deps.config.distDir, 'index.html'))) {
    await serveSpa(app, deps.config.distDir);
  } else {
    app.setNotFoundHandler(sendNotFound);
  }
  return app;
}

/** Hashed assets are cached for a year; every other non-API GET falls back to index.html (history routing). */
async function serveSpa(app: FastifyInstance, distDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: true,
    // `/` serves the SPA like every other client route; assets keep their long cache.
    index: ['index.html'],
    setHeaders(res, path) {
      res.header(
        'cache-control',
        /[\\/]assets[\\/]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isApi = /^\/(v1|nl)\//.test(path);
    const hasExtension = /\.[a-z0-9]+$/i.test(path);
    if (request.method !== 'GET' || isApi || hasExtension) return sendNotFound(request, reply);
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html');
  });
}
