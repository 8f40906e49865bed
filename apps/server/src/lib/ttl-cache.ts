import { SingleFlight } from './single-flight.js';

/**
 * A small bounded cache with time-to-live. Hot read paths (session, permission codes, user info) use it;
 * every write that changes what they read invalidates it on this instance, and the TTL bounds how long
 * another instance sharing the database can serve a stale answer.
 */
export class TtlCache<K, V> {
  private readonly map = new Map<K, { value: V; expiresAt: number }>();
  private readonly loading = new SingleFlight<K, V>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: K): V | undefined {
    const hit = this.map.get(key);
    if (!hit) return undefined;
    if (hit.expiresAt <= this.now()) {
      this.map.delete(key);
      return undefined;
    }
    return hit.value;
  }

  set(key: K, value: V): void {
    if (this.ttlMs <= 0) return;
    if (this.map.size >= this.maxEntries) {
      // Maps iterate in insertion order: drop the oldest entry.
      const oldest = this.map.keys().next();
      if (!oldest.done) this.map.delete(oldest.value);
    }
    this.map.set(key, { value, expiresAt: this.now() + this.ttlMs });
  }

  async getOrLoad(key: K, load: () => Promise<V>): Promise<V> {
    const hit = this.get(key);
    if (hit !== undefined) return hit;
    // Without a TTL (cache switched off) every caller reads for itself: sharing would hand out a read older than it.
    if (this.ttlMs <= 0) return load();
    return this.loading.run(key, load, (value) => this.set(key, value));
  }

  delete(key: K): void {
    this.map.delete(key);
    this.loading.forget(key);
  }

  deleteWhere(pred: (key: K, value: V) => boolean): void {
    for (const [k, v] of this.map) if (pred(k, v.value)) this.map.delete(k);
    // A load under way has no value to test yet: none of them may be kept.
    this.loading.forgetAll();
  }

  clear(): void {
    this.map.clear();
    this.loading.forgetAll();
  }
}
