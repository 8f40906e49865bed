/**
 * Rollups of generated readings, folded exactly as the ingest folds them (iot-ingest/ingest.repository.ts): count,
 * sum, min and max with the time they were first reached, first and last reading. Hourly rows fold readings; daily
 * rows fold the hourly rows of their calendar day — so a generated history reads the same as one that arrived live.
 * Rows are kept in columns (typed arrays): a year of a room is ~100 000 of them, which as objects would cost
 * the generator more in garbage collection than in arithmetic.
 */

export type Rollup = {
  ct: number;
  sumV: number;
  minV: number;
  minTs: number;
  maxV: number;
  maxTs: number;
  firstTs: number;
  firstV: number;
  lastTs: number;
  lastV: number;
};

/** A rollup's figures, each kept in a column of its own: what moving a row in or out of the columns copies. */
const ROLLUP_FIGURES = ['ct', 'sumV', 'minV', 'minTs', 'maxV', 'maxTs', 'firstTs', 'firstV', 'lastTs', 'lastV'] as const satisfies readonly (keyof Rollup)[];

/** The rollup of a single reading. */
export const rollupOfReading = (ts: number, v: number): Rollup => ({
  ct: 1,
  sumV: v,
  minV: v,
  minTs: ts,
  maxV: v,
  maxTs: ts,
  firstTs: ts,
  firstV: v,
  lastTs: ts,
  lastV: v,
});

/** One row as an object: the bucket (epoch ms of the hour; for daily rows the day's first reading) and its day. */
export type RollupRow = Rollup & { bucket: number; day: string };

export class RollupColumns {
  n = 0;
  readonly bucket: Float64Array;
  readonly day: string[] = [];
  readonly ct: Int32Array;
  readonly sumV: Float64Array;
  readonly minV: Float64Array;
  readonly minTs: Float64Array;
  readonly maxV: Float64Array;
  readonly maxTs: Float64Array;
  readonly firstTs: Float64Array;
  readonly firstV: Float64Array;
  readonly lastTs: Float64Array;
  readonly lastV: Float64Array;

  constructor(readonly capacity: number) {
    this.bucket = new Float64Array(capacity);
    this.ct = new Int32Array(capacity);
    this.sumV = new Float64Array(capacity);
    this.minV = new Float64Array(capacity);
    this.minTs = new Float64Array(capacity);
    this.maxV = new Float64Array(capacity);
    this.maxTs = new Float64Array(capacity);
    this.firstTs = new Float64Array(capacity);
    this.firstV = new Float64Array(capacity);
    this.lastTs = new Float64Array(capacity);
    this.lastV = new Float64Array(capacity);
  }

  /** Folds a reading (in time order) into the row of its bucket: the last row, or a new one. */
  addReading(bucket: number, day: string, ts: number, v: number): void {
    const i = this.n - 1;
    if (i >= 0 && this.bucket[i] === bucket) {
      this.ct[i]! += 1;
      this.sumV[i]! += v;
      // Strictly lower/higher: a tie keeps the earlier time, as the ingest does.
      if (v < this.minV[i]!) {
        this.minV[i] = v;
        this.minTs[i] = ts;
      }
      if (v > this.maxV[i]!) {
        this.maxV[i] = v;
        this.maxTs[i] = ts;
      }
      this.lastTs[i] = ts;
      this.lastV[i] = v;
      return;
    }
    this.push(bucket, day, rollupOfReading(ts, v));
  }

  /** Folds a later row of the same point: into the last row when it has the same day, else as a new row. */
  addRowByDay(r: RollupRow): void {
    const i = this.n - 1;
    if (i < 0 || this.day[i] !== r.day) return this.push(r.bucket, r.day, r);
    this.ct[i]! += r.ct;
    this.sumV[i]! += r.sumV;
    if (r.minV < this.minV[i]! || (r.minV === this.minV[i] && r.minTs < this.minTs[i]!)) {
      this.minV[i] = r.minV;
      this.minTs[i] = r.minTs;
    }
    if (r.maxV > this.maxV[i]! || (r.maxV === this.maxV[i] && r.maxTs < this.maxTs[i]!)) {
      this.maxV[i] = r.maxV;
      this.maxTs[i] = r.maxTs;
    }
    if (r.firstTs < this.firstTs[i]!) {
      this.firstTs[i] = r.firstTs;
      this.firstV[i] = r.firstV;
    }
    if (r.lastTs > this.lastTs[i]!) {
      this.lastTs[i] = r.lastTs;
      this.lastV[i] = r.lastV;
    }
  }

  private push(bucket: number, day: string, r: Rollup) {
    if (this.n >= this.capacity) throw new Error(`rollup columns full (${this.capacity})`);
    const i = this.n++;
    this.bucket[i] = bucket;
    this.day[i] = day;
    for (const f of ROLLUP_FIGURES) this[f][i] = r[f];
  }

  row(i: number): RollupRow {
    const r = { bucket: this.bucket[i]!, day: this.day[i]! } as RollupRow;
    for (const f of ROLLUP_FIGURES) r[f] = this[f][i]!;
    return r;
  }

  rows(): RollupRow[] {
    return Array.from({ length: this.n }, (_, i) => this.row(i));
  }
}

/** Daily rows from hourly rows in time order: each day the fold of its hours. */
export function dailyFromHourly(hourly: RollupColumns): RollupColumns {
  const days = new RollupColumns(Math.max(1, new Set(hourly.day).size));
  for (let i = 0; i < hourly.n; i++) days.addRowByDay(hourly.row(i));
  return days;
}
