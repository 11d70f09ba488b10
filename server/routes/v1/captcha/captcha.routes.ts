// /v1/captcha: the two-step image captcha (an id, then the SVG image for that id).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { perAddress, RATE_RULES } from '../../../auth/rate-limit';
import { ok } from '../../../http/envelope';
import { captchaImage, initCaptcha } from '../../../services/captcha/captcha-service';

const perClient = { onRequest: perAddress(RATE_RULES.captchaPerAddress) };

export async function captchaRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/v1/captcha/init', perClient, async (request) => ok(await initCaptcha(request.server.deps)));
  r.get(
    '/v1/captcha/:id',
    { ...perClient, schema: { params: z.object({ id: z.string().min(1).max(64, '验证码编号无效') }) } },
    async (request, reply) => {
      const svg = await captchaImage(request.server.deps, request.params.id);
      return reply.header('cache-control', 'no-store').type('image/svg+xml').send(svg);
    },
  );
}
