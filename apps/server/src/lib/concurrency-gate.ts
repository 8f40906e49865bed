import { AppError } from './app-error.js';

export type GateLimits = { running: number; queued: number; waitMs: number };
type Lane = { running: number; waiting: { grant: () => void; timer: NodeJS.Timeout }[] };

/**
 * At most `running` tasks per key at once; a few more wait their turn briefly (a page firing several queries at
 * once is served), and beyond that, or after waiting too long, the caller gets 429 with `message`.
 */
export class ConcurrencyGate {
  private readonly lanes = new Map<string, Lane>();

  constructor(
    private readonly limits: GateLimits,
    private readonly message: string,
  ) {}

  /** Resolves with the release function once the task may run. */
  acquire(key: string): Promise<() => void> {
    let lane = this.lanes.get(key);
    if (!lane) this.lanes.set(key, (lane = { running: 0, waiting: [] }));
    const l = lane;
    const release = this.releaser(key, l);
    if (l.running < this.limits.running) {
      l.running += 1;
      return Promise.resolve(release);
    }
    if (l.waiting.length >= this.limits.queued) return Promise.reject(new AppError(429, this.message));
    return new Promise((resolve, reject) => {
      const entry = {
        grant: () => {
          clearTimeout(entry.timer);
          resolve(release);
        },
        timer: setTimeout(() => {
          l.waiting.splice(l.waiting.indexOf(entry), 1);
          reject(new AppError(429, this.message));
        }, this.limits.waitMs),
      };
      l.waiting.push(entry);
    });
  }

  /** Tasks running for the key (tests, health). */
  running(key: string) {
    return this.lanes.get(key)?.running ?? 0;
  }

  private releaser(key: string, lane: Lane) {
    let done = false;
    return () => {
      if (done) return;
      done = true;
      // The slot passes straight to the next waiter; otherwise it is freed.
      const next = lane.waiting.shift();
      if (next) return next.grant();
      lane.running -= 1;
      if (lane.running === 0) this.lanes.delete(key);
    };
  }
}
