import type { Db } from '../db/client.js';

type PgClient = {
  query: (q: string) => Promise<unknown>;
  on: (ev: 'notification', fn: (n: { channel: string; payload?: string }) => void) => void;
  once: (ev: 'error' | 'end', fn: () => void) => void;
  release: (err?: Error) => void;
};
type Pool = { connect: () => Promise<PgClient>; query: (q: string, p: unknown[]) => Promise<unknown> };
type Log = { warn: (o: object, m: string) => void };

export type ListenerHooks = {
  /** A notification on the channel (sent by any instance, this one included). */
  payload: (payload: string | undefined) => void;
  /** The connection broke: notifications may be missed until it is back. */
  lost?: () => void;
  /** LISTEN is in place (at start and after each reconnect). */
  listening?: () => void;
};

/**
 * One dedicated PostgreSQL connection that LISTENs on a channel shared by the instances of one database, and
 * reconnects a second after it breaks.
 */
export class PgListener {
  private client: PgClient | null = null;
  private stopped = false;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: Db,
    private readonly channel: string,
    private readonly log: Log,
    private readonly texts: { name: string; lost: string },
  ) {}

  private get pool() {
    return (this.db as unknown as { $client: Pool }).$client;
  }

  async start(hooks: ListenerHooks) {
    this.stopped = false;
    const c = await this.pool.connect();
    const lost = () => {
      if (this.client !== c) return;
      this.client = null;
      c.release(new Error(`${this.texts.name} listener lost`));
      hooks.lost?.();
      if (this.stopped) return;
      this.log.warn({}, this.texts.lost);
      this.timer = setTimeout(() => void this.start(hooks).catch(() => lost()), 1_000);
    };
    c.on('notification', (n) => {
      if (n.channel === this.channel) hooks.payload(n.payload);
    });
    c.once('error', lost);
    c.once('end', lost);
    this.client = c;
    await c.query(`LISTEN ${this.channel}`);
    hooks.listening?.();
  }

  /** Sends a payload to every instance's listener. */
  async notify(payload: string) {
    await this.pool.query('SELECT pg_notify($1, $2)', [this.channel, payload]);
  }

  async stop() {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    const c = this.client;
    this.client = null;
    if (c) {
      await c.query(`UNLISTEN ${this.channel}`).catch(() => undefined);
      c.release();
    }
  }
}
