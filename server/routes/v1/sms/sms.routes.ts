// /v1/sms/{type}: sends a verification code (1 注册, 2 找回密码); success is code 200.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { smsBodySchema, smsTypeParamSchema } from '../../../../src/core/contracts/auth';
import { ok } from '../../../http/envelope';
import { sendSmsCode } from '../../../services/sms/sms-service';

export async function smsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/v1/sms/:type',
    { schema: { params: smsTypeParamSchema, body: smsBodySchema } },
    async (request) => {
      await sendSmsCode(
        request.server.deps,
        request.log,
        request.body.phone_number,
        request.params.type,
        request.ip,
      );
      return ok(null);
    },
  );
}
