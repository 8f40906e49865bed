import { z } from 'zod';
import type { FastifyInstance } from 'fastify';

/**
 * Checks, in tests only, every JSON reply against the response schema its route declares: the schema must parse the
 * body as the client receives it AND describe it exactly — no field the schema leaves out (zod would strip it), no
 * default filling a missing field, no transform changing a value. Production replies are not re-validated (app.ts
 * keeps the plain JSON serializer), so this is where a schema that drifted from its service is caught.
 */

export type ReplyMismatch = { route: string; status: number; problem: string };

/** The schema Fastify itself would pick for a status: the exact code, then `2xx`-style, then `default`. */
export function responseSchemaFor(response: unknown, status: number): z.ZodType | null {
  if (!response || typeof response !== 'object') return null;
  const byCode = response as Record<string, unknown>;
  const s = byCode[String(status)] ?? byCode[`${String(status)[0]}xx`] ?? byCode.default;
  return s instanceof z.ZodType ? s : null;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof Date);
const show = (v: unknown) => (v instanceof Date ? `Date(${v.toISOString()})` : JSON.stringify(v));

/** Where the parsed value stops being the reply itself, or null when they are the same. */
function firstDifference(sent: unknown, parsed: unknown, path: string): string | null {
  if (Array.isArray(sent) && Array.isArray(parsed)) {
    if (sent.length !== parsed.length) return `${path}: ${sent.length} items sent, ${parsed.length} after parsing`;
    for (let i = 0; i < sent.length; i++) {
      const d = firstDifference(sent[i], parsed[i], `${path}[${i}]`);
      if (d) return d;
    }
    return null;
  }
  if (isPlainObject(sent) && isPlainObject(parsed)) {
    for (const k of Object.keys(sent)) if (!(k in parsed)) return `${path}.${k}: sent but not in the schema`;
    for (const k of Object.keys(parsed)) if (!(k in sent)) return `${path}.${k}: not sent, the schema filled it in with ${show(parsed[k])}`;
    for (const k of Object.keys(sent)) {
      const d = firstDifference(sent[k], parsed[k], `${path}.${k}`);
      if (d) return d;
    }
    return null;
  }
  return Object.is(sent, parsed) ? null : `${path}: sent ${show(sent)}, the schema turns it into ${show(parsed)}`;
}

/** Null when `schema` describes `body` exactly, else what is wrong (first few issues). */
export function replyProblem(schema: z.ZodType, body: unknown): string | null {
  const r = schema.safeParse(body);
  if (!r.success) {
    return r.error.issues
      .slice(0, 5)
      .map((i) => `$${i.path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`)).join('')}: ${i.message}`)
      .join('; ');
  }
  return firstDifference(body, r.data, '$');
}

/**
 * Installs the check on `app` (before `ready()`; hooks added to the root reach the routes of every plugin). A reply
 * that does not match is recorded and turned into a 500 whose msg says what differs, so the test that made the call
 * fails on the spot with the reason in its output.
 */
export function installReplyContract(app: FastifyInstance): ReplyMismatch[] {
  const found: ReplyMismatch[] = [];
  app.addHook('onSend', async (req, reply, payload) => {
    if (typeof payload !== 'string' || !String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return payload;
    const schema = responseSchemaFor(req.routeOptions.schema?.response, reply.statusCode);
    if (!schema) return payload;
    let problem: string | null;
    try {
      problem = replyProblem(schema, JSON.parse(payload));
    } catch (err) {
      problem = `not JSON: ${(err as Error).message}`;
    }
    if (!problem) return payload;
    const m = { route: `${req.method} ${req.routeOptions.url ?? req.url}`, status: reply.statusCode, problem };
    found.push(m);
    reply.code(500);
    return JSON.stringify({ code: 500, msg: `回复与响应 schema 不符：${m.route} ${m.status} ${problem}` });
  });
  return found;
}
