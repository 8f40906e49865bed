import { AppError } from '../../lib/app-error.js';

type Window = { count: number; resetAt: number };

/**
 * Counts failed attempts per key in a fixed window. Kept in memory: each server instance limits
 * on its own, which still caps a brute force at (instances × limit) per window.
 */
export class AttemptThrottle {
  private readonly windows = new Map<string, Window>();
  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Throws 429 naming when to retry if the key has used up its attempts. */
  check(key: string): void {
    const w = this.windows.get(key);
    const t = this.now();
    if (!w || w.resetAt <= t) return;
    if (w.count >= this.limit) {
      const minutes = Math.max(1, Math.ceil((w.resetAt - t) / 60_000));
      throw new AppError(429, `尝试次数过多，请在 ${minutes} 分钟后重试`);
    }
  }

  fail(key: string): void {
    const t = this.now();
    const w = this.windows.get(key);
    if (!w || w.resetAt <= t) this.windows.set(key, { count: 1, resetAt: t + this.windowMs });
    else w.count += 1;
    if (this.windows.size > 100_000) this.sweep(t);
  }

  clear(key: string): void {
    this.windows.delete(key);
  }

  private sweep(t: number) {
    for (const [k, w] of this.windows) if (w.resetAt <= t) this.windows.delete(k);
  }
}
