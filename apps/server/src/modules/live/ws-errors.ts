import type { FastifyRequest } from 'fastify';

/**
 * Largest frame the WebSocket layer of /ws reads. The hub refuses messages over LIVE_MAX_MESSAGE_BYTES itself with a
 * Chinese reason; only frames far beyond that are cut off here, by the ws library, with close code 1009.
 */
export const WS_MAX_FRAME_BYTES = 64 * 1024;

/** Close codes the ws library sends for what a client did wrong (RFC 6455 §7.4.1). */
const CLOSE_OF: Readonly<Record<string, number>> = { WS_ERR_UNSUPPORTED_MESSAGE_LENGTH: 1009, WS_ERR_INVALID_UTF8: 1007 };
/** A client that went away mid-frame. */
const GONE = new Set(['ECONNRESET', 'EPIPE', 'ETIMEDOUT']);

type Sock = { terminate(): void };

/**
 * Errors on an established /ws socket (the errorHandler of @fastify/websocket, whose default logs every one at error
 * level with its stack). What the ws library raises about a client's frames (codes WS_ERR_*: too big, bad opcode,
 * bad UTF-8, unmasked, …) is the client's fault: ws has already closed that socket with the matching close code,
 * so it is one warn line naming the client and the limit, no stack. A client gone mid-frame is info. Anything else
 * is the server's: error with its stack, and the socket ends.
 */
export function wsErrorHandler(error: Error & { code?: string }, socket: Sock, request: FastifyRequest): void {
  const code = error.code ?? '';
  const client = request.ip;
  if (code.startsWith('WS_ERR_')) {
    const close = CLOSE_OF[code] ?? 1002;
    if (code === 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH') {
      request.log.warn({ client, limit_bytes: WS_MAX_FRAME_BYTES, close }, `实时通道：客户端 ${client} 发来的帧超过 ${WS_MAX_FRAME_BYTES} 字节上限，已断开（${close}）`);
    } else {
      request.log.warn({ client, code, detail: error.message, close }, `实时通道：客户端 ${client} 的帧不符合 WebSocket 协议，已断开（${close}）`);
    }
    return;
  }
  if (GONE.has(code)) {
    request.log.info({ client, code }, `实时通道：客户端 ${client} 连接中断`);
    socket.terminate();
    return;
  }
  request.log.error({ err: error, client }, '实时通道连接出错');
  socket.terminate();
}
