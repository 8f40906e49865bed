/**
 * Concurrent lookups of the same kind, coalesced into one statement: a lookup goes out at once while fewer than
 * `maxInFlight` statements run; otherwise it waits for one of them to finish and goes with every lookup that waited
 * meanwhile (at most `maxBatch`). An idle server answers as before; a busy one sends fewer, larger statements, which
 * saves the per-statement cost (two syscalls on each side, a wake-up of the database backend, executor start-up)
 * that dominates small reads on a small machine. Like group commit in a database.
 */
export class BatchLoader<K, V> {
  private waiting: { key: K; resolve: (v: V | undefined) => void; reject: (e: unknown) => void }[] = [];
  private inFlight = 0;
  /** Lookups asked and statements sent since start: their ratio is how much the coalescing saves (see /metrics). */
  readonly sent = { lookups: 0, statements: 0 };

  constructor(
    /** Loads every key given in one statement; keys it does not return answer undefined. */
    private readonly loadMany: (keys: K[]) => Promise<Map<K, V>>,
    private readonly opts: { maxInFlight: number; maxBatch: number },
  ) {}

  load(key: K): Promise<V | undefined> {
    this.sent.lookups++;
    return new Promise((resolve, reject) => {
      this.waiting.push({ key, resolve, reject });
      this.pump();
    });
  }

  private pump() {
    while (this.inFlight < this.opts.maxInFlight && this.waiting.length > 0) {
      const batch = this.waiting.splice(0, this.opts.maxBatch);
      this.inFlight++;
      this.sent.statements++;
      const keys = [...new Set(batch.map((w) => w.key))];
      // Through an async function: a loadMany that throws before its first await still frees its place.
      const run = async () => this.loadMany(keys);
      void run()
        .then(
          (found) => {
            for (const w of batch) w.resolve(found.get(w.key));
          },
          (err: unknown) => {
            for (const w of batch) w.reject(err);
          },
        )
        .finally(() => {
          this.inFlight--;
          this.pump();
        });
    }
  }
}
