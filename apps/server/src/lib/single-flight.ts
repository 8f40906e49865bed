/**
 * Loads under way, by key: callers that miss together share one load instead of each querying (a screen wall's
 * herd). A key forgotten while its load runs (the cache was invalidated) still answers its callers, but what it
 * read before the change is not kept.
 */
export class SingleFlight<K, V> {
  private readonly running = new Map<K, Promise<V>>();

  /** The load under way for `key`, or a new one; `keep` stores its value unless the key was forgotten meanwhile. */
  run(key: K, load: () => Promise<V>, keep: (value: V) => void): Promise<V> {
    const running = this.running.get(key);
    if (running) return running;
    const own: Promise<V> = load().then(
      (value) => {
        if (this.running.get(key) === own) {
          this.running.delete(key);
          keep(value);
        }
        return value;
      },
      (err: unknown) => {
        if (this.running.get(key) === own) this.running.delete(key);
        throw err;
      },
    );
    this.running.set(key, own);
    return own;
  }

  forget(key: K): void {
    this.running.delete(key);
  }

  forgetAll(): void {
    this.running.clear();
  }
}
