import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { loginThrottleTable as t } from './login-throttle.table.js';

/** One key's failures: how many in the window ending at resetAt, and a lock (account back-off). Times in ms. */
export type ThrottleRow = { count: number; resetAt: number; lockedUntil: number };

/** Where failure counters live: in memory (one instance, tests) or in PostgreSQL (every instance sees the same counts). */
export interface ThrottleStore {
  get(key: string, now: number): Promise<ThrottleRow | undefined>;
  /** Atomically one more failure; a window over at `now` starts again at 1, ending at now + windowMs. */
  add(key: string, now: number, windowMs: number): Promise<ThrottleRow>;
  lock(key: string, lockedUntil: number, resetAt: number): Promise<void>;
  delete(key: string): Promise<void>;
}

export class MemoryThrottleStore implements ThrottleStore {
  private readonly rows = new Map<string, ThrottleRow>();
  async get(key: string) {
    return this.rows.get(key);
  }
  async add(key: string, now: number, windowMs: number) {
    let r = this.rows.get(key);
    if (!r || r.resetAt <= now) this.rows.set(key, (r = { count: 0, resetAt: now + windowMs, lockedUntil: r?.lockedUntil ?? 0 }));
    r.count += 1;
    if (this.rows.size > 100_000) for (const [k, v] of this.rows) if (v.resetAt <= now && v.lockedUntil <= now) this.rows.delete(k);
    return { ...r };
  }
  async lock(key: string, lockedUntil: number, resetAt: number) {
    const r = this.rows.get(key);
    if (r) Object.assign(r, { lockedUntil, resetAt });
  }
  async delete(key: string) {
    this.rows.delete(key);
  }
}

const ms = (d: Date | null) => (d ? d.getTime() : 0);

/** Counters in `login_throttles`: a brute force spread over several instances meets the same limits. */
export class PgThrottleStore implements ThrottleStore {
  private adds = 0;
  constructor(private readonly db: Db) {}

  async get(key: string) {
    const [r] = await this.db.select().from(t).where(eq(t.key, key));
    return r && { count: r.count, resetAt: ms(r.resetAt), lockedUntil: ms(r.lockedUntil) };
  }

  async add(key: string, now: number, windowMs: number) {
    const at = new Date(now);
    const end = new Date(now + windowMs);
    const [r] = await this.db
      .insert(t)
      .values({ key, count: 1, resetAt: end })
      .onConflictDoUpdate({
        target: t.key,
        set: {
          count: sql`CASE WHEN ${t.resetAt} <= ${at} THEN 1 ELSE ${t.count} + 1 END`,
          resetAt: sql`CASE WHEN ${t.resetAt} <= ${at} THEN ${end} ELSE ${t.resetAt} END`,
        },
      })
      .returning();
    // Now and then, counters long over go (a table that only grows under an attack of many addresses).
    if (++this.adds % 1000 === 0)
      await this.db.delete(t).where(sql`${t.resetAt} < ${new Date(now - 86_400_000)} AND coalesce(${t.lockedUntil}, ${t.resetAt}) < ${at}`);
    return { count: r!.count, resetAt: ms(r!.resetAt), lockedUntil: ms(r!.lockedUntil) };
  }

  async lock(key: string, lockedUntil: number, resetAt: number) {
    await this.db
      .update(t)
      .set({ lockedUntil: new Date(lockedUntil), resetAt: new Date(resetAt) })
      .where(eq(t.key, key));
  }

  async delete(key: string) {
    await this.db.delete(t).where(eq(t.key, key));
  }
}
