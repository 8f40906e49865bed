import { z } from 'zod';
import { fidSchema } from '../api/envelope.js';
import type { ControlRequestView } from '../iot-gateway/iot-gateway.api.js';

/**
 * The live channel (`GET /ws`): what a browser tab and the server say to each other. One connection per tab,
 * scoped to one factory; which streams it receives follows the member's permissions in that factory.
 */

/** The streams and the permission that opens each one. */
export const LIVE_STREAMS = { values: 'iot.list', alarms: 'alarm.list' } as const;
export type LiveStream = keyof typeof LIVE_STREAMS;

/** Latest values are sent at most this often per factory (one frame per window instead of one per reading). */
export const LIVE_BATCH_MS = 500;
/** Server pings this often; a client that has not answered the previous ping is dropped. */
export const LIVE_HEARTBEAT_MS = 15_000;
/** The token must arrive in the first message within this time. */
export const LIVE_AUTH_TIMEOUT_MS = 5_000;
/** How often open connections re-check their session (logout, revoked, member disabled). */
export const LIVE_RECHECK_MS = 5_000;

/** WebSocket close codes (4000–4999 are the application's own); reasons are short Chinese text. */
export const LIVE_CLOSE = {
  badMessage: 4400,
  unauthenticated: 4401,
  forbidden: 4403,
  authTimeout: 4408,
  /** The server could not finish checking the connection (e.g. the database is away); retrying later may work. */
  serverError: 4500,
} as const;

/** A client message longer than this is refused (an auth message is well under 300 bytes). */
export const LIVE_MAX_MESSAGE_BYTES = 4096;

export const liveAuthSchema = z.object({
  type: z.literal('auth'),
  token: z
    .string({ error: '登录令牌必须是文本' })
    .min(1, '缺少登录令牌')
    .max(128, '登录令牌无效')
    .regex(/^[\x21-\x7e]+$/, '登录令牌无效'),
  // The same id rule as every API call: an int4 column, so 3000000000 is refused here rather than failing a query.
  fid: fidSchema,
});
export const liveClientMsgSchema = z.discriminatedUnion('type', [liveAuthSchema, z.object({ type: z.literal('ping') })]);
export type LiveClientMsg = z.infer<typeof liveClientMsgSchema>;

export type LiveValue = { point_id: number; v: number; ts: string };
export type LiveSwitch = { point_id: number; on: boolean; value: number | null; cause: string; ts: string };
export type LiveRequest = ControlRequestView;

export type LiveServerMsg =
  | { type: 'ready'; fid: number; streams: LiveStream[] }
  | { type: 'values'; fid: number; values: LiveValue[] }
  | ({ type: 'switch'; fid: number } & LiveSwitch)
  | { type: 'request'; fid: number; req: LiveRequest }
  | { type: 'gateway'; fid: number; gw_id: number; online: boolean; ts: string }
  | { type: 'alarms'; fid: number; valid_ct: number }
  | { type: 'pong' }
  /** A message the server refused without closing the connection (e.g. a second auth). */
  | { type: 'error'; msg: string };

/** Which stream a server message belongs to (null: always sent, e.g. ready/pong). */
export function streamOf(msg: LiveServerMsg): LiveStream | null {
  switch (msg.type) {
    case 'values':
    case 'switch':
    case 'request':
    case 'gateway':
      return 'values';
    case 'alarms':
      return 'alarms';
    default:
      return null;
  }
}

/** The streams a member's permission codes open; empty means the connection has nothing to receive. */
export function streamsFor(codes: readonly string[]): LiveStream[] {
  return (Object.keys(LIVE_STREAMS) as LiveStream[]).filter((s) => codes.includes(LIVE_STREAMS[s]));
}

/**
 * Collects readings between two sends and keeps only the newest per point: a frame per window carries
 * each point once, however many readings arrived meanwhile.
 */
export class LatestValueBatch {
  private readonly byPoint = new Map<number, { v: number; ts: number }>();

  add(pointId: number, v: number, ts: number) {
    const cur = this.byPoint.get(pointId);
    if (!cur || cur.ts <= ts) this.byPoint.set(pointId, { v, ts });
  }

  get size() {
    return this.byPoint.size;
  }

  /** The batched values, oldest point first, and an empty batch afterwards. */
  drain(): LiveValue[] {
    const out = [...this.byPoint.entries()].map(([point_id, x]) => ({ point_id, v: x.v, ts: new Date(x.ts).toISOString() }));
    this.byPoint.clear();
    return out;
  }
}

/** Reconnect delay after `attempt` failures: doubling from `baseMs`, capped, with up to 20 % jitter against thundering herds. */
export function reconnectDelayMs(attempt: number, baseMs = 1000, maxMs = 30_000, random: () => number = Math.random): number {
  const raw = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt));
  return Math.round(raw * (0.8 + 0.2 * random()));
}
