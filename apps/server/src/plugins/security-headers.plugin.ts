import fp from 'fastify-plugin';

/**
 * The policy the built web app runs under: its own scripts only (Vite emits no inline script); inline styles because
 * antd injects them; pictures from here, data: and blob: (ECharts export, previews); calls and the /ws live channel to
 * this server. Framing only by this site: /h5wrap shows the app's own mobile pages in a frame; no other site may
 * frame any page (clickjacking), public screens included — they are opened full-screen, not embedded.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self' ws: wss:",
  "frame-src 'self'",
  "frame-ancestors 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

const HEADERS: Record<string, string> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'SAMEORIGIN',
  'cross-origin-opener-policy': 'same-origin',
};

/** Every response, pages and API alike; a route that set a stricter value of its own (/pics) keeps it. */
export const securityHeadersPlugin = fp(async (app) => {
  app.addHook('onSend', async (_req, reply) => {
    for (const [name, value] of Object.entries(HEADERS)) if (!reply.hasHeader(name)) reply.header(name, value);
  });
});
