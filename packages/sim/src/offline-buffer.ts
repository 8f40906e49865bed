/** Readings kept while the broker is unreachable, oldest dropped first when full; replayed in order. */
export class OfflineBuffer<T> {
  private items: T[] = [];
  dropped = 0;
  constructor(private readonly limit: number) {}

  push(batch: T[]) {
    this.items.push(...batch);
    const over = this.items.length - this.limit;
    if (over > 0) {
      this.items.splice(0, over);
      this.dropped += over;
    }
  }

  /** Takes up to `n` of the oldest items. */
  take(n: number): T[] {
    return this.items.splice(0, n);
  }

  get size() {
    return this.items.length;
  }
}
