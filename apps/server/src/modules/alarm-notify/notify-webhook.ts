import { createHmac } from 'node:crypto';
import { postForJson, type Deliver } from './notify-http.js';

/** Header value of a signed webhook: sha256=<hex HMAC-SHA256(secret, timestamp + "." + body)>. */
export const webhookSignature = (secret: string, timestamp: string, body: string) =>
  `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;

/**
 * 通用 Webhook: POST JSON `{ subject, text, markdown, ...meta }`; with a secret, X-PFS-Timestamp and X-PFS-Signature let
 * the receiver check it came from here. Any 2xx answer counts as delivered.
 */
export const deliverWebhook: Deliver = async (config, msg, signal) => {
  const body = JSON.stringify({ subject: msg.subject, text: msg.text, markdown: msg.markdown, mentions: msg.mentions, ...msg.meta });
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (config.secret) {
    const ts = String(Math.floor(Date.now() / 1000));
    headers['x-pfs-timestamp'] = ts;
    headers['x-pfs-signature'] = webhookSignature(config.secret, ts, body);
  }
  await postForJson(config.url!, { body, headers }, signal, 'Webhook 接收方', { anyBody: true });
};
