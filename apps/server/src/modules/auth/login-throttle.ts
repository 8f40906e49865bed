import { AppError } from '../../lib/app-error.js';
import { MemoryThrottleStore, type ThrottleStore } from './throttle-store.js';

/** "45 秒" under a minute, whole minutes (rounded up) above. */
export const waitText = (ms: number) => (ms < 60_000 ? `${Math.max(1, Math.ceil(ms / 1000))} 秒` : `${Math.ceil(ms / 60_000)} 分钟`);

/** Where the counts live and under which prefix (several throttles share one store). */
export type ThrottleStoreRef = { store: ThrottleStore; ns: string };

/**
 * Counts failed attempts per key in a fixed window. With a PostgreSQL store (several instances) the counts are
 * shared, so the limit holds across instances; the memory store serves a single process.
 */
export class AttemptThrottle {
  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
    /** Names what was limited at the start of the 429 message. */
    private readonly what = '',
    private readonly where: ThrottleStoreRef = { store: new MemoryThrottleStore(), ns: '' },
  ) {}

  /** Throws 429 naming when to retry if the key has used up its attempts. */
  async check(key: string): Promise<void> {
    const t = this.now();
    const w = await this.where.store.get(this.where.ns + key, t);
    if (!w || w.resetAt <= t) return;
    if (w.count >= this.limit) {
      const minutes = Math.max(1, Math.ceil((w.resetAt - t) / 60_000));
      throw new AppError(429, `${this.what}尝试次数过多，请在 ${minutes} 分钟后重试`);
    }
  }

  async fail(key: string): Promise<void> {
    await this.where.store.add(this.where.ns + key, this.now(), this.windowMs);
  }

  async clear(key: string): Promise<void> {
    await this.where.store.delete(this.where.ns + key);
  }
}

/**
 * Account-wide failures from every address. Each address is already held to a few tries per account, so this only
 * trips under a spread-out guess: from the threshold on, the account waits base, then double, … up to max.
 */
export class AccountBackoff {
  constructor(
    private readonly threshold: number,
    private readonly windowMs: number,
    private readonly baseMs: number,
    private readonly maxMs: number,
    private readonly now: () => number = Date.now,
    private readonly where: ThrottleStoreRef = { store: new MemoryThrottleStore(), ns: '' },
  ) {}

  async check(key: string): Promise<void> {
    const t = this.now();
    const b = await this.where.store.get(this.where.ns + key, t);
    if (b && b.lockedUntil > t) throw new AppError(429, `该账号登录失败次数过多，已暂时锁定，请在 ${waitText(b.lockedUntil - t)}后重试`);
  }

  async fail(key: string): Promise<void> {
    const t = this.now();
    const b = await this.where.store.add(this.where.ns + key, t, this.windowMs);
    if (b.count >= this.threshold) {
      const lockMs = Math.min(this.maxMs, this.baseMs * 2 ** Math.min(30, b.count - this.threshold));
      // The count outlives the lock, so the next failure after it doubles the wait.
      await this.where.store.lock(this.where.ns + key, t + lockMs, Math.max(b.resetAt, t + lockMs + this.windowMs));
    }
  }
}
