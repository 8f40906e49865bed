/**
 * Public trace ids: 16 random bytes (128 bits ≥ the 96 the page needs to be unguessable) in base64url, 22 characters.
 * `randomBytes` is passed in so the demo can derive fixed ids from its seed.
 */
export const TRACE_ID_BYTES = 16;
const B64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
export const TRACE_ID_RE = /^[A-Za-z0-9_-]{22}$/;

export function traceIdOf(bytes: Uint8Array): string {
  if (bytes.length < 12) throw new Error('trace id needs at least 96 random bits');
  // base64url by hand: the domain package runs in the browser and in Node without Buffer or btoa types.
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const n = (bytes[i]! << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    const chars = Math.min(4, Math.ceil(((bytes.length - i) * 8) / 6));
    for (let k = 0; k < chars; k++) out += B64URL[(n >> (18 - 6 * k)) & 63];
  }
  return out;
}
