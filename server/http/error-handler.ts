// One place that turns every failure into the enveloped answer: 4xx for bad input, 500 only for bugs.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { failure } from './envelope';
import { AppError } from './errors';
import { duplicateConflict } from './unique-violation';
import { validationMessage } from './validation-message';

const FASTIFY_CLIENT_ERRORS: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: '请求体过大',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: '不支持的请求内容类型',
  FST_ERR_CTP_EMPTY_JSON_BODY: '请求体不能为空',
  FST_ERR_CTP_INVALID_JSON_BODY: '请求体不是有效的 JSON',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: '请求长度无效',
};

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof AppError) {
      return reply.code(err.status).send(failure(err.status, err.error, err.message, err.details));
    }
    const duplicate = duplicateConflict(err);
    if (duplicate) {
      return reply.code(409).send(failure(409, duplicate.error, duplicate.message));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const { message, fields } = validationMessage(err.validation, err.validationContext ?? 'body');
      return reply.code(400).send(failure(400, 'VALIDATION_FAILED', message, { fields }));
    }
    if (err instanceof ZodError) {
      const { message, fields } = validationMessage(
        err.issues.map((i) => ({ code: i.code, message: i.message, path: i.path })),
        'body',
      );
      return reply.code(400).send(failure(400, 'VALIDATION_FAILED', message, { fields }));
    }
    if (err instanceof SyntaxError && 'statusCode' in err) {
      return reply.code(400).send(failure(400, 'INVALID_JSON', '请求体不是有效的 JSON'));
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        FASTIFY_CLIENT_ERRORS[err.code] ?? (status === 429 ? '操作过于频繁，请稍后再试' : '请求无效');
      return reply.code(status).send(failure(status, err.code ?? 'CLIENT_ERROR', message));
    }
    request.log.error({ err, reqId: request.id }, 'unhandled error');
    return reply
      .code(500)
      .send(failure(500, 'INTERNAL', `服务器内部错误，请稍后重试（请求编号 ${request.id}）`));
  });
}

/** The enveloped 404 for an unknown route or file. */
export function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
  const path = request.url.split('?')[0] ?? '';
  return reply.code(404).send(failure(404, 'NOT_FOUND', `接口不存在：${request.method} ${path}`));
}
