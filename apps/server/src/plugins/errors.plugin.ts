import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.js';

/** Every failure leaves as `{code, msg}` with a Chinese message; unexpected errors hide their details. */
export const errorsPlugin = fp(async (app) => {
  app.setErrorHandler((err, req, reply) => {
    if (err instanceof AppError) {
      return reply.status(err.status).send({ code: err.code, msg: err.message });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const first = err.validation[0];
      const field = first?.instancePath.replace(/^\//, '').replaceAll('/', '.') || (first?.params as { issue?: { path?: PropertyKey[] } } | undefined)?.issue?.path?.map(String).join('.');
      const where = field ? `参数 ${field}` : err.validationContext === 'body' ? '请求体' : '参数';
      return reply.status(400).send({ code: 400, msg: `${where}：${first?.message ?? '格式不正确'}` });
    }
    const e = err as { statusCode?: number; code?: string; message?: string };
    if (e.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || e.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return reply.status(400).send({ code: 400, msg: '请求体不是有效的 JSON' });
    }
    if (e.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply.status(415).send({ code: 415, msg: '不支持的请求内容类型' });
    }
    if (e.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || e.code === 'FST_REQ_FILE_TOO_LARGE') {
      return reply.status(413).send({ code: 413, msg: '上传内容过大' });
    }
    if (e.statusCode === 429) {
      return reply.status(429).send({ code: 429, msg: e.message ?? '请求过于频繁' });
    }
    if (e.statusCode && e.statusCode >= 400 && e.statusCode < 500) {
      return reply.status(e.statusCode).send({ code: e.statusCode, msg: '请求无效' });
    }
    req.log.error({ err }, 'unhandled error');
    return reply.status(500).send({ code: 500, msg: '服务器内部错误，请稍后重试' });
  });

});
