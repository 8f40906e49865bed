/** One code's scans on one day, as written in a batch. */
export type ScanRow = { tid: string; fid: number; day: string; n: number };

/**
 * Scans of the public trace page, counted in memory and written in batches (every few seconds and at shutdown).
 * A row per scan made every request of a popular code wait on one row lock; a batch adds each code's count once.
 * A failed write keeps its counts for the next one, so a database hiccup loses no scans.
 */
export class ScanCounter {
  private pending = new Map<string, ScanRow>();
  /** Counts being written: still counted by `pendingOf` until the write commits. */
  private writing = new Map<string, ScanRow>();
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> = Promise.resolve();
  /** Told of a failed write (the server logs it). */
  onError: (err: unknown) => void = () => undefined;

  constructor(
    private readonly write: (rows: ScanRow[]) => Promise<void>,
    private readonly everyMs = 2_000,
  ) {}

  add(tid: string, fid: number, day: string) {
    const key = `${tid}|${day}`;
    const row = this.pending.get(key);
    if (row) row.n += 1;
    else this.pending.set(key, { tid, fid, day, n: 1 });
    this.timer ??= setTimeout(() => void this.flush(), this.everyMs).unref();
  }

  /** Scans of a code counted here and not yet in the database. */
  pendingOf(tid: string) {
    let n = 0;
    for (const m of [this.pending, this.writing]) for (const r of m.values()) if (r.tid === tid) n += r.n;
    return n;
  }

  /** Writes what is counted; calls queue behind a write in progress, so reports read after it see every scan. */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.running = this.running.then(() => this.writeNow());
    return this.running;
  }

  private async writeNow() {
    if (this.pending.size === 0) return;
    this.writing = this.pending;
    this.pending = new Map();
    try {
      await this.write([...this.writing.values()]);
    } catch (err) {
      this.onError(err);
      for (const [key, r] of this.writing) {
        const now = this.pending.get(key);
        if (now) now.n += r.n;
        else this.pending.set(key, r);
      }
      this.timer ??= setTimeout(() => void this.flush(), this.everyMs).unref();
    } finally {
      this.writing = new Map();
    }
  }
}
