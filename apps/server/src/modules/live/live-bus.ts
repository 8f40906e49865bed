import type { LiveServerMsg } from '@pfs/domain/live';
import type { Db } from '../../db/client.js';
import { PgListener } from '../../lib/pg-listener.js';
import { asWatchNotice, type WatchNotice } from './live-interest.js';

/** The channel every instance listens on. */
export const LIVE_CHANNEL = 'pfs_live';
/** NOTIFY payloads are limited to 8000 bytes: a bigger values frame goes out in several parts. */
const MAX_PAYLOAD = 7_500;

export type LiveEnvelope = { fid: number; msg: LiveServerMsg };
/** What an instance hears on the bus: frames for sockets, notices of what the instances' sockets watch, and that it listens again. */
export type LiveBusHandlers = { deliver: (e: LiveEnvelope) => void; watch: (n: WatchNotice) => void; listening: () => void };

type Log = { warn: (o: object, m: string) => void; info: (m: string) => void };

/** Splits a message into NOTIFY-sized payloads (values frames by their values; anything else is small). */
export function toPayloads(e: LiveEnvelope): string[] {
  const whole = JSON.stringify(e);
  if (whole.length <= MAX_PAYLOAD || e.msg.type !== 'values') return [whole];
  const values = e.msg.values;
  const out: string[] = [];
  let part: typeof values = [];
  let size = 0;
  for (const v of values) {
    const n = JSON.stringify(v).length + 1;
    if (size + n > MAX_PAYLOAD - 200 && part.length > 0) {
      out.push(JSON.stringify({ fid: e.fid, msg: { ...e.msg, values: part } }));
      part = [];
      size = 0;
    }
    part.push(v);
    size += n;
  }
  if (part.length > 0) out.push(JSON.stringify({ fid: e.fid, msg: { ...e.msg, values: part } }));
  return out;
}

/**
 * The live channel across instances on PostgreSQL: each instance sends the frames it produced (already batched per
 * 500 ms) with NOTIFY and delivers to its own sockets what it receives with LISTEN, its own frames included. One
 * dedicated connection listens and reconnects after a second when it breaks (frames sent meanwhile are missed by
 * this instance's sockets: live values are a view, the next batch brings the latest).
 */
export class PgLiveBus {
  private readonly listener: PgListener;

  constructor(
    db: Db,
    private readonly log: Log,
  ) {
    this.listener = new PgListener(db, LIVE_CHANNEL, log, { name: 'live', lost: '实时通道：与数据库的监听连接中断，1 秒后重连' });
  }

  async start(on: LiveBusHandlers) {
    await this.listener.start({
      // After a reconnect the notices sent meanwhile are missed: ask the instances to announce again.
      listening: on.listening,
      payload: (payload) => {
        if (!payload) return;
        try {
          const parsed = JSON.parse(payload) as LiveEnvelope | { watch: unknown };
          if (!('watch' in parsed)) return on.deliver(parsed);
          const notice = asWatchNotice(parsed.watch);
          if (notice) on.watch(notice);
        } catch (err) {
          this.log.warn({ err }, '实时通道：无法解析的跨实例消息');
        }
      },
    });
  }

  async send(e: LiveEnvelope) {
    for (const p of toPayloads(e)) await this.listener.notify(p);
  }

  async announce(n: WatchNotice) {
    await this.listener.notify(JSON.stringify({ watch: n }));
  }

  async stop() {
    await this.listener.stop();
  }
}
