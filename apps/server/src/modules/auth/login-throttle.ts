import { AppError } from '../../lib/app-error.js';

type Window = { count: number; resetAt: number };

/** "45 秒" under a minute, whole minutes (rounded up) above. */
export const waitText = (ms: number) => (ms < 60_000 ? `${Math.max(1, Math.ceil(ms / 1000))} 秒` : `${Math.ceil(ms / 60_000)} 分钟`);

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
    /** Names what was limited at the start of the 429 message. */
    private readonly what = '',
  ) {}

  /** Throws 429 naming when to retry if the key has used up its attempts. */
  check(key: string): void {
    const w = this.windows.get(key);
    const t = this.now();
    if (!w || w.resetAt <= t) return;
    if (w.count >= this.limit) {
      const minutes = Math.max(1, Math.ceil((w.resetAt - t) / 60_000));
      throw new AppError(429, `${this.what}尝试次数过多，请在 ${minutes} 分钟后重试`);
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

type Backoff = { fails: number; windowEnd: number; lockedUntil: number };

/**
 * Account-wide failures from every address. Each address is already held to a few tries per account, so this only
 * trips under a spread-out guess: from the threshold on, the account waits base, then double, … up to max.
 */
export class AccountBackoff {
  private readonly accounts = new Map<string, Backoff>();
  constructor(
    private readonly threshold: number,
    private readonly windowMs: number,
    private readonly baseMs: number,
    private readonly maxMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  check(key: string): void {
    const b = this.accounts.get(key);
    const t = this.now();
    if (b && b.lockedUntil > t) throw new AppError(429, `该账号登录失败次数过多，已暂时锁定，请在 ${waitText(b.lockedUntil - t)}后重试`);
  }

  fail(key: string): void {
    const t = this.now();
    let b = this.accounts.get(key);
    if (!b || b.windowEnd <= t) {
      b = { fails: 0, windowEnd: t + this.windowMs, lockedUntil: 0 };
      this.accounts.set(key, b);
    }
    b.fails += 1;
    if (b.fails >= this.threshold) {
      const lockMs = Math.min(this.maxMs, this.baseMs * 2 ** Math.min(30, b.fails - this.threshold));
      b.lockedUntil = t + lockMs;
      // The count outlives the lock, so the next failure after it doubles the wait.
      b.windowEnd = Math.max(b.windowEnd, b.lockedUntil + this.windowMs);
    }
    if (this.accounts.size > 100_000) for (const [k, v] of this.accounts) if (v.windowEnd <= t) this.accounts.delete(k);
  }
}
