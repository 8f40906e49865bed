import type { Socket } from 'node:net';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.js';

/**
 * PostgreSQL refusing a value it was sent: the caller's input was bad and a schema lacks a bound, so the caller
 * gets a 400 while the log gets a warning to add that bound.
 */
const PG_VALUE_ERRORS: Readonly<Record<string, string>> = {
  '22003': '数值超出允许范围',
  '22P02': '参数格式不正确',
  '22007': '日期时间格式不正确',
  '22008': '日期时间超出允许范围',
  '22021': '文字中含有无效字符',
  '22P05': '文字中含有无法保存的字符',
};

/** The SQLSTATE of a database error, also when the query builder wrapped it (`cause`). */
function pgValueError(err: unknown): string | null {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && code in PG_VALUE_ERRORS) return code;
  }
  return null;
}

/** Errors Fastify raises before any route runs (Fastify option `frameworkErrors`): a URL that cannot be decoded, a parameter too long. */
export function frameworkErrors(err: Error & { code?: string }, _req: FastifyRequest, reply: FastifyReply): void {
  // Fastify ignores the return value here; not returning the (thenable) reply keeps that explicit.
  if (err.code === 'FST_ERR_BAD_URL') void reply.status(400).send({ code: 400, msg: '请求地址无效' });
  else if (err.code === 'FST_ERR_MAX_PARAM_LENGTH') void reply.status(414).send({ code: 414, msg: '请求地址过长' });
  else {
    reply.log.error({ err }, 'framework error');
    void reply.status(500).send({ code: 500, msg: '服务器内部错误，请稍后重试' });
  }
}

const CLIENT_ERRORS: Readonly<Record<string, [number, string, string]>> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout', '请求超时'],
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large', '请求头过大'],
};

/**
 * A request Node's HTTP parser rejected before Fastify saw it (Fastify option `clientErrorHandler`): header too
 * large, malformed request line, timeout. Answered on the raw socket, in the same JSON shape and language.
 */
export function clientErrorHandler(this: FastifyInstance, err: Error & { code?: string }, socket: Socket) {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, msg] = CLIENT_ERRORS[err.code ?? ''] ?? [400, 'Bad Request', '请求格式无效'];
  this.log.debug({ err }, 'client error');
  if (socket.writable) {
    const body = JSON.stringify({ code: status, msg });
    socket.write(`HTTP/1.1 ${status} ${reason}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`);
  }
  socket.destroy(err);
}

/** Every failure leaves as `{code, msg}` with a Chinese message; unexpected errors hide their details. */
export const errorsPlugin = fp(async (app) => {
  app.setErrorHandler((err, req, reply) => {
    if (err instanceof AppError) {
      return reply.status(err.status).send(err.data === undefined ? { code: err.code, msg: err.message } : { code: err.code, msg: err.message, data: err.data });
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
    const pg = pgValueError(err);
    if (pg) {
      req.log.warn({ err, sqlstate: pg }, 'database refused a request value: a body schema lacks a bound');
      return reply.status(400).send({ code: 400, msg: `参数无效：${PG_VALUE_ERRORS[pg]}` });
    }
    req.log.error({ err }, 'unhandled error');
    return reply.status(500).send({ code: 500, msg: '服务器内部错误，请稍后重试' });
  });

});
