import { describe, expect, it, vi } from 'vitest';
import type { FastifyRequest } from 'fastify';
import { wsErrorHandler } from './ws-errors.js';

function fake() {
  const log = { warn: vi.fn(), info: vi.fn(), error: vi.fn() };
  const socket = { terminate: vi.fn() };
  return { log, socket, request: { ip: '10.0.0.7', log } as unknown as FastifyRequest };
}
const err = (message: string, code?: string) => Object.assign(new Error(message), code ? { code } : {});

describe('/ws socket errors', () => {
  it('a client breaking the protocol is one warn line naming it (ws has already closed the socket with the right code)', () => {
    const f = fake();
    wsErrorHandler(err('Invalid WebSocket frame: invalid UTF-8 sequence', 'WS_ERR_INVALID_UTF8'), f.socket, f.request);
    expect(f.log.warn).toHaveBeenCalledWith(
      { client: '10.0.0.7', code: 'WS_ERR_INVALID_UTF8', detail: 'Invalid WebSocket frame: invalid UTF-8 sequence', close: 1007 },
      '实时通道：客户端 10.0.0.7 的帧不符合 WebSocket 协议，已断开（1007）',
    );
    expect(f.log.error).not.toHaveBeenCalled();
    expect(f.socket.terminate).not.toHaveBeenCalled();
  });

  it('a client gone mid-frame is info; anything else is the server\'s: error, and the socket ends', () => {
    const gone = fake();
    wsErrorHandler(err('read ECONNRESET', 'ECONNRESET'), gone.socket, gone.request);
    expect(gone.log.info).toHaveBeenCalledTimes(1);
    expect(gone.log.error).not.toHaveBeenCalled();
    const ours = fake();
    const e = err('boom');
    wsErrorHandler(e, ours.socket, ours.request);
    expect(ours.log.error).toHaveBeenCalledWith({ err: e, client: '10.0.0.7' }, '实时通道连接出错');
    expect(ours.socket.terminate).toHaveBeenCalledTimes(1);
  });
});
