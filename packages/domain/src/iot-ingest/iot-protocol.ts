import { z } from 'zod';
import { hasControlChars } from '../api/fields.js';

/** MQTT protocol between gateways and the server (docs/iot-protocol.md). */
export const PROTOCOL_PREFIX = 'pfs/v1';
export const TOPIC_KINDS = ['status', 'birth', 'telemetry', 'state', 'cmd', 'cmd/ack'] as const;
export type TopicKind = (typeof TOPIC_KINDS)[number];

export const IOT_LIMITS = {
  /** Points × readings in one telemetry batch. */
  maxReadingsPerBatch: 5_000,
  /** A reading may be at most this far in the future (clock skew) … */
  maxFutureSkewMs: 5 * 60_000,
  /** … and at most this old (offline buffers replay up to a week). */
  maxPastAgeMs: 7 * 86_400_000,
  maxPointsPerGateway: 500,
  /** MQTT packets the embedded broker accepts: a CONNECT carries an id, sn, secret and a small last will … */
  maxConnectBytes: 4 * 1024,
  /** … and any other packet at most a full telemetry batch with room to spare. Larger ones close the connection. */
  maxPacketBytes: 1024 * 1024,
  /**
   * Largest reading magnitude stored. Readings and their hourly/daily sums are doubles (max ~1.8e308): two readings
   * near 1e308 in one hour overflow the sum and the whole write fails. At 1e12 a day of readings of one point, even
   * one per millisecond (8.64e7, the most (point, ts) allows), sums to < 1e20, far from overflow; and no sensor or
   * meter of a plant factory reads beyond it (a kWh or litre meter's lifetime total is below 1e9). Beyond it a value
   * is a fault, not a measurement.
   */
  maxReadingMagnitude: 1e12,
} as const;

const snPattern = /^[A-Za-z0-9_-]{3,64}$/;
export const gatewaySnSchema = z.string().regex(snPattern, '网关序列号只能是 3–64 位字母、数字、下划线或连字符');
const POINT_CODE = /^[A-Za-z0-9_.-]{1,64}$/;
const pointCode = z.string().regex(POINT_CODE, '点位编码只能是 1–64 位字母、数字、下划线、点或连字符');
/** Text a gateway sends is stored and shown: no control characters (a NUL cannot even be stored). */
/** Gateway clocks in ms since 1970, up to the last instant of year 9999 (later ones are no Date PostgreSQL stores). */
const MAX_EPOCH_MS = 253_402_300_799_999;
const epochMs = z.number().int().min(0).max(MAX_EPOCH_MS);
const gwText = (max: number, multiline = false) =>
  z
    .string()
    .max(max)
    .refine((s) => !hasControlChars(s, multiline), '不能包含控制字符');

export function topicOf(sn: string, kind: TopicKind): string {
  return `${PROTOCOL_PREFIX}/${sn}/${kind}`;
}

/** Splits `pfs/v1/{sn}/{kind}`; null for anything else. */
export function parseTopic(topic: string): { sn: string; kind: TopicKind } | null {
  const prefix = `${PROTOCOL_PREFIX}/`;
  if (!topic.startsWith(prefix)) return null;
  const rest = topic.slice(prefix.length);
  const slash = rest.indexOf('/');
  if (slash <= 0) return null;
  const sn = rest.slice(0, slash);
  const kind = rest.slice(slash + 1) as TopicKind;
  if (!snPattern.test(sn) || !TOPIC_KINDS.includes(kind)) return null;
  return { sn, kind };
}

/**
 * A gateway may publish its own status, birth, telemetry, state and command acknowledgements, and subscribe
 * only to its own command topic. Wildcards are never allowed to a gateway.
 */
export function gatewayMayUse(sn: string, topic: string, action: 'publish' | 'subscribe'): boolean {
  if (topic.includes('+') || topic.includes('#')) return false;
  const t = parseTopic(topic);
  if (!t || t.sn !== sn) return false;
  return action === 'subscribe' ? t.kind === 'cmd' : t.kind !== 'cmd';
}

/**
 * MQTT client ids of a gateway: `gw-<sn>`, or `gw-<sn>.<suffix>` for a second connection (tools, tests). The sn
 * alphabet has no dot, so every id names exactly one gateway: a gateway can never take over (and disconnect)
 * another one's connection by using its id.
 */
export function gatewayClientId(sn: string, suffix?: string): string {
  return suffix ? `gw-${sn}.${suffix}` : `gw-${sn}`;
}

const clientIdPattern = /^gw-([A-Za-z0-9_-]{3,64})(?:\.[A-Za-z0-9_.-]{1,32})?$/;

/** Whether the gateway with this sn may connect with this client id. */
export function gatewayMayUseClientId(sn: string, clientId: string): boolean {
  return clientIdPattern.exec(clientId)?.[1] === sn;
}

export const gatewayStatusSchema = z.object({ state: z.enum(['ready', 'lost']), ts: epochMs });
export type GatewayStatus = z.infer<typeof gatewayStatusSchema>;

export const POINT_KINDS = ['sensor', 'switch', 'meter'] as const;
export const birthPointSchema = z.object({
  code: pointCode,
  kind: z.enum(POINT_KINDS),
  name: gwText(64).default(''),
  /** What is measured or driven, e.g. air_temp, co2, led, ac, kwh. */
  quantity: gwText(32).default(''),
  unit: gwText(16).default(''),
  writable: z.boolean().default(false),
  /** Switch set-point or dimming range, when the switch takes a number. */
  min: z.number().optional(),
  max: z.number().optional(),
});
export type BirthPoint = z.infer<typeof birthPointSchema>;
export const birthSchema = z.object({ ts: epochMs, fw: gwText(32).default(''), points: z.array(birthPointSchema).max(IOT_LIMITS.maxPointsPerGateway) });
export type Birth = z.infer<typeof birthSchema>;

/**
 * The value is any JSON number here (a literal like 1e999 parses to Infinity); whether it can be stored is
 * `checkTelemetry`'s question, reading by reading, so one faulty value does not cost the rest of the message.
 */
export const readingSchema = z.object({ ts: epochMs.positive(), v: z.custom<number>((x) => typeof x === 'number', '读数值必须是数字') });
export type Reading = z.infer<typeof readingSchema>;
export const telemetrySchema = z.object({ seq: z.number().int().nonnegative(), points: z.record(pointCode, z.array(readingSchema)) });
export type Telemetry = z.infer<typeof telemetrySchema>;

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/**
 * Exactly what `telemetrySchema` accepts, checked in place: the ingest path takes every reading of every gateway
 * through it, and a schema parse copies each batch (objects, arrays, readings) only to throw the copy away.
 * iot-protocol.test.ts holds the two to the same answer on generated payloads.
 */
export function isTelemetry(body: unknown): body is Telemetry {
  if (!isRecord(body) || !isRecord(body.points)) return false;
  const seq = body.seq;
  if (typeof seq !== 'number' || !Number.isSafeInteger(seq) || seq < 0) return false;
  for (const code of Object.keys(body.points)) {
    const readings = body.points[code];
    if (!POINT_CODE.test(code) || !Array.isArray(readings)) return false;
    for (const r of readings as unknown[]) {
      if (!isRecord(r)) return false;
      const { ts, v } = r;
      if (typeof ts !== 'number' || !Number.isSafeInteger(ts) || ts <= 0 || ts > MAX_EPOCH_MS) return false;
      if (typeof v !== 'number') return false;
    }
  }
  return true;
}

export const SWITCH_ACTIONS = ['open', 'close', 'number'] as const;
export type SwitchAction = (typeof SWITCH_ACTIONS)[number];

export const REQUEST_STATUSES = ['pending', 'sent', 'done', 'failed', 'timeout', 'expired'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];
/** A switch's state: open/close, with the number for dimmers and set-points. */
export const switchStateSchema = z.object({ on: z.boolean(), value: z.number().nullable().default(null) });
export type SwitchStateValue = z.infer<typeof switchStateSchema>;

export const STATE_CAUSES = ['cmd', 'local', 'boot', 'fault'] as const;
export const stateChangeSchema = z.object({
  ts: epochMs,
  point: pointCode,
  state: switchStateSchema,
  cause: z.enum(STATE_CAUSES),
  cmd_id: gwText(64).optional(),
});
export type StateChange = z.infer<typeof stateChangeSchema>;

export const commandSchema = z.object({
  id: gwText(64).min(1),
  point: pointCode,
  action: z.enum(SWITCH_ACTIONS),
  value: z.number().finite().nullable().default(null),
  expires_at: z.number().int(),
});
export type Command = z.infer<typeof commandSchema>;

export const ACK_STATUSES = ['received', 'done', 'failed', 'expired'] as const;
export const commandAckSchema = z.object({
  id: gwText(64).min(1),
  status: z.enum(ACK_STATUSES),
  state: switchStateSchema.nullable().default(null),
  error: gwText(256, true).nullable().default(null),
});
export type CommandAck = z.infer<typeof commandAckSchema>;

export type BatchCheck = { accepted: { code: string; ts: number; v: number }[]; rejected: { code: string; reason: string }[] };

/** A value the database can store and sum (see IOT_LIMITS.maxReadingMagnitude); NaN and ±Infinity never. */
export const storableReading = (v: number) => Math.abs(v) <= IOT_LIMITS.maxReadingMagnitude;

/**
 * Splits a telemetry batch into readings to store and readings to count as rejected: unknown points,
 * timestamps too far in the future or the past, values not finite or beyond IOT_LIMITS.maxReadingMagnitude.
 * Pure, so the ingest path and its tests share it.
 */
export function checkTelemetry(t: Telemetry, knownPoints: { has(code: string): boolean }, now: number): BatchCheck {
  const out: BatchCheck = { accepted: [], rejected: [] };
  for (const [code, readings] of Object.entries(t.points)) {
    if (!knownPoints.has(code)) {
      out.rejected.push({ code, reason: 'unknown_point' });
      continue;
    }
    for (const r of readings) {
      if (r.ts > now + IOT_LIMITS.maxFutureSkewMs) out.rejected.push({ code, reason: 'future_ts' });
      else if (r.ts < now - IOT_LIMITS.maxPastAgeMs) out.rejected.push({ code, reason: 'stale_ts' });
      else if (!storableReading(r.v)) out.rejected.push({ code, reason: 'value_out_of_range' });
      else out.accepted.push({ code, ts: r.ts, v: r.v });
    }
  }
  return out;
}

export const countReadings = (t: Telemetry) => Object.values(t.points).reduce((n, rs) => n + rs.length, 0);
