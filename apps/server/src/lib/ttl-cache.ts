/**
 * A small bounded cache with time-to-live. Hot read paths (session, permission codes, user info) use it;
 * every write that changes what they read invalidates it on this instance, and the TTL bounds how long
 * another instance sharing the database can serve a stale answer.
 */
export class TtlCache<K, V> {
  private readonly map = new Map<K, { value: V; expiresAt: number }>();
  /** Loads under way: callers that miss together share one load instead of each querying (a screen wall's herd). */
  private readonly loading = new Map<K, Promise<V>>();

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
    const running = this.loading.get(key);
    if (running) return running;
    const own: Promise<V> = load().then(
      (value) => {
        // Invalidated while loading (delete/clear dropped it): answer the callers, but don't keep the older value.
        if (this.loading.get(key) === own) {
          this.loading.delete(key);
          this.set(key, value);
        }
        return value;
      },
      (err: unknown) => {
        if (this.loading.get(key) === own) this.loading.delete(key);
        throw err;
      },
    );
    this.loading.set(key, own);
    return own;
  }

  delete(key: K): void {
    this.map.delete(key);
    this.loading.delete(key);
  }

  deleteWhere(pred: (key: K, value: V) => boolean): void {
    for (const [k, v] of this.map) if (pred(k, v.value)) this.map.delete(k);
    // A load under way has no value to test yet: none of them may be kept.
    this.loading.clear();
  }

  clear(): void {
    this.map.clear();
    this.loading.clear();
  }
}
