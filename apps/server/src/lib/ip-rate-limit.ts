import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.js';

/**
 * Requests per client address in a sliding one-minute window, for calls anyone may make (/api/pub/*):
 * a screen polls a few calls every few seconds; a script hammering them gets 429 with a Chinese message
 * instead of load on the database. Counts live in memory per instance, bounded in entries.
 */
export class IpRateLimit {
  private readonly hits = new Map<string, { start: number; prev: number; cur: number }>();

  constructor(
    private readonly perMinute: number,
    private readonly now: () => number = Date.now,
    private readonly maxEntries = 50_000,
  ) {}

  /** Counts one request from `ip`; false when it is over the limit. */
  take(ip: string): boolean {
    const now = this.now();
    let e = this.hits.get(ip);
    if (!e) {
      if (this.hits.size >= this.maxEntries) this.hits.delete(this.hits.keys().next().value!);
      e = { start: now, prev: 0, cur: 0 };
      this.hits.set(ip, e);
    }
    const elapsed = now - e.start;
    if (elapsed >= 120_000) Object.assign(e, { start: now, prev: 0, cur: 0 });
    else if (elapsed >= 60_000) Object.assign(e, { start: e.start + 60_000, prev: e.cur, cur: 0 });
    // Sliding window: the previous minute counts for the part of it still inside the last 60 s.
    const weight = 1 - (now - e.start) / 60_000;
    if (e.prev * weight + e.cur >= this.perMinute) return false;
    e.cur++;
    return true;
  }

  /** An onRequest hook refusing with 429 when the caller's address is over the limit. */
  hook() {
    return async (req: FastifyRequest) => {
      if (!this.take(req.ip)) throw new AppError(429, '请求过于频繁，请稍后再试');
    };
  }
}
