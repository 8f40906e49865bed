import type { FastifyInstance } from 'fastify';

/** How long a stopping instance waits for requests in flight before it cuts their connections. */
export const SHUTDOWN_GRACE_MS = 10_000;

/**
 * Stops the app in order: no new connections; live sockets closed with 1001 (going away) by the live module, so
 * browsers reconnect — through the proxy, to another instance; requests in flight answered, up to `graceMs`, then
 * their connections are cut; then the onClose hooks (broker, ingest, live hub) run.
 *
 * Fastify's close already waits for requests in flight (onClose runs after them), but without a bound: a client
 * that never finishes its upload would hold the instance forever. Upgraded sockets are not requests in flight.
 */
export async function closeGracefully(app: FastifyInstance, graceMs = SHUTDOWN_GRACE_MS): Promise<void> {
  const server = app.server;
  // A keep-alive connection whose request finishes after the close began would otherwise stay open, idle, until
  // its keep-alive timeout (72 s) and hold the close up: close such connections as soon as they are idle.
  const idle = setInterval(() => server.closeIdleConnections(), 100);
  const bound = setTimeout(() => {
    app.log.warn(`正在关闭：仍有请求未完成，已等待 ${graceMs / 1000} 秒，强制断开其连接`);
    server.closeAllConnections();
  }, graceMs);
  try {
    await app.close();
  } finally {
    clearInterval(idle);
    clearTimeout(bound);
  }
}
