import { SingleFlight } from './single-flight.js';

/**
 * A cache for answers many clients poll (the public screens): a value is served as is while fresh, then for a
 * while longer while one load in the background replaces it, so no caller waits on the database at expiry.
 * Only an entry older than fresh + stale (nobody asked for it meanwhile) is loaded in the caller's time.
 */
export class RefreshingCache<K, V> {
  private readonly map = new Map<K, { value: V; loadedAt: number }>();
  private readonly loading = new SingleFlight<K, V>();

  constructor(
    private readonly freshMs: number,
    private readonly staleMs: number,
    private readonly maxEntries = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  async get(key: K, load: () => Promise<V>): Promise<V> {
    const hit = this.map.get(key);
    if (hit) {
      const age = this.now() - hit.loadedAt;
      if (age < this.freshMs) return hit.value;
      if (age < this.freshMs + this.staleMs) {
        // A failed background load keeps the older value until it is too old; the next caller then sees the error.
        this.load(key, load).catch(() => undefined);
        return hit.value;
      }
      this.map.delete(key);
    }
    return this.load(key, load);
  }

  private load(key: K, load: () => Promise<V>): Promise<V> {
    return this.loading.run(key, load, (value) => this.set(key, value));
  }

  private set(key: K, value: V) {
    this.map.delete(key);
    if (this.map.size >= this.maxEntries) {
      // Maps iterate in insertion order: drop the oldest entry.
      const oldest = this.map.keys().next();
      if (!oldest.done) this.map.delete(oldest.value);
    }
    this.map.set(key, { value, loadedAt: this.now() });
  }

  deleteWhere(pred: (key: K) => boolean): void {
    for (const k of this.map.keys()) if (pred(k)) this.map.delete(k);
    // A load under way may have read before the change: none of them may be kept.
    this.loading.forgetAll();
  }

  get size(): number {
    return this.map.size;
  }
}
