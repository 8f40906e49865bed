import { z } from 'zod';
import { callAccess, callsOf } from '../contract/call.js';
import { envelopeSchema } from '../api/envelope.js';

/** Health check and version: what monitors and the web app's version check read. */

/** Readings waiting to be written and readings dropped since start; absent when the server ingests nothing. */
const ingestBacklogSchema = z
  .object({
    pending: z.number(),
    dropped: z.number(),
    /** Telemetry messages missing from gateways' seq numbers, all gateways, and how many gateways have any. */
    seq_gaps: z.number(),
    gateways_with_gaps: z.number(),
  })
  .optional();

/** GET /api/health — 200 with db ok, or 503 with db down (same envelope, code 503). */
export const healthSchema = z.object({
  db: z.literal('ok'),
  db_kind: z.string(),
  version: z.string(),
  ingest: ingestBacklogSchema,
  /** Server instances with a heartbeat in the last 30 s, and those without (their share of telemetry waits in the broker). */
  instances: z.object({ up: z.number(), down: z.number() }).optional(),
});
export const healthDownSchema = healthSchema.extend({ db: z.literal('down') });
export type Health = z.infer<typeof healthSchema>;

/** GET /api/pub/get_sys_version — the web app reloads when this differs from its own build. */
export const sysVersionSchema = z.object({ version: z.string() });

const system = callsOf('系统');

/** Down is 503 with its own data (a monitor reads the status and the code alike): outside the one-reply pattern. */
export const getHealth = system.raw('GET', '/api/health', {
  access: callAccess.public,
  summary: '健康检查',
  replies: { 200: envelopeSchema(healthSchema), 503: envelopeSchema(healthDownSchema) },
});

export const getSysVersion = system.get('/api/pub/get_sys_version', { access: callAccess.public, summary: '系统版本（前端据此提示刷新）', data: sysVersionSchema });
