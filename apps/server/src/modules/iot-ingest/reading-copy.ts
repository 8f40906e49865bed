import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Pool, QueryResult } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { Db } from '../../db/client.js';

/** A reading as written: the timestamp in epoch milliseconds. */
export type ReadingRow = { pointId: number; ms: number; v: number };

/**
 * Sorted by point, then time; of readings sharing (point, ts) the first received is kept, as an insert that ignores
 * conflicts would. Sorted rows land next to each other in the primary-key index (one leaf page per point instead of
 * one per reading), the main cost of storing a batch, and one point's readings sit together in the table.
 */
export function sortedUnique(rows: ReadingRow[]): ReadingRow[] {
  // A copy of the list (the caller keeps its order for a retry); the readings themselves are shared, never changed.
  const out = rows.slice();
  out.sort((a, b) => a.pointId - b.pointId || a.ms - b.ms);
  let n = 0;
  for (let i = 0; i < out.length; i++) {
    const r = out[i]!;
    const prev = out[n - 1];
    if (n > 0 && prev!.pointId === r.pointId && prev!.ms === r.ms) continue;
    out[n++] = r;
  }
  out.length = n;
  return out;
}

/** A point's readings within one UTC minute, folded: what the rollups need of them (times in epoch seconds). */
export type MinuteFold = {
  pointId: number[];
  ct: number[];
  sum: number[];
  minV: number[];
  minS: number[];
  maxV: number[];
  maxS: number[];
  firstS: number[];
  firstV: number[];
  lastS: number[];
  lastV: number[];
};

/**
 * Folds sorted, unique rows per point and UTC minute. Every time zone's offset is a whole number of minutes, so a
 * minute lies inside one hour (and day) of any zone: the database folds these per zone hour exactly as it would the
 * readings, from ~20 times fewer rows at full load. Ties keep the earliest time, as the database's fold does.
 */
export function foldMinutes(rows: ReadingRow[]): MinuteFold {
  const f: MinuteFold = { pointId: [], ct: [], sum: [], minV: [], minS: [], maxV: [], maxS: [], firstS: [], firstV: [], lastS: [], lastV: [] };
  let k = -1;
  let minute = NaN;
  for (const r of rows) {
    const s = r.ms / 1000;
    const m = Math.floor(r.ms / 60_000);
    if (k < 0 || f.pointId[k] !== r.pointId || m !== minute) {
      k += 1;
      minute = m;
      f.pointId.push(r.pointId);
      f.ct.push(0);
      f.sum.push(0);
      f.minV.push(r.v);
      f.minS.push(s);
      f.maxV.push(r.v);
      f.maxS.push(s);
      f.firstS.push(s);
      f.firstV.push(r.v);
    }
    f.ct[k]! += 1;
    f.sum[k]! += r.v;
    // Rows come in time order: a strictly lower/higher value is a new extreme, an equal one keeps the earlier time.
    if (r.v < f.minV[k]!) [f.minV[k], f.minS[k]] = [r.v, s];
    if (r.v > f.maxV[k]!) [f.maxV[k], f.maxS[k]] = [r.v, s];
    f.lastS[k] = s;
    f.lastV[k] = r.v;
  }
  return f;
}

/** Microseconds from the Unix epoch to PostgreSQL's (2000-01-01). */
const PG_EPOCH_US = 946_684_800_000_000;
const TWO_32 = 4_294_967_296;
/** Bytes per row: field count, then each field's length and value (int4, timestamptz = int8, float8). */
const ROW_BYTES = 2 + (4 + 4) + (4 + 8) + (4 + 8);

/** The rows in COPY's binary format (no number parsing on the server; timestamps exactly to the microsecond). */
export function encodeBinaryCopy(rows: ReadingRow[]): Buffer {
  const b = Buffer.allocUnsafe(19 + rows.length * ROW_BYTES + 2);
  b.write('PGCOPY\n\xff\r\n\0', 0, 'latin1');
  b.writeInt32BE(0, 11); // flags
  b.writeInt32BE(0, 15); // header extension length
  let o = 19;
  for (const r of rows) {
    b.writeInt16BE(3, o);
    b.writeInt32BE(4, o + 2);
    b.writeInt32BE(r.pointId, o + 6);
    b.writeInt32BE(8, o + 10);
    // ms × 1000 stays an exact integer in a double until the year 2255; written as two 32-bit halves.
    const us = r.ms * 1000 - PG_EPOCH_US;
    const hi = Math.floor(us / TWO_32);
    b.writeInt32BE(hi, o + 14);
    b.writeUInt32BE(us - hi * TWO_32, o + 18);
    b.writeInt32BE(8, o + 22);
    b.writeDoubleBE(r.v, o + 26);
    o += ROW_BYTES;
  }
  b.writeInt16BE(-1, o);
  return b;
}

/** The node-postgres pool behind a database handle; null on PGlite (which has no COPY from a client stream). */
export function pgPoolOf(db: Db): Pool | null {
  const client = (db as unknown as { $client: unknown }).$client;
  return client && typeof client === 'object' && 'totalCount' in client ? (client as Pool) : null;
}

/**
 * In one transaction: COPY the rows into iot_readings, then the statement `then` (its result is returned). COPY
 * cannot skip a reading already stored: on a duplicate key nothing is written and null is returned, so the caller
 * takes the conflict-ignoring path (a replayed or re-delivered batch). The statement and COMMIT go as one message
 * (its parameters written in as literals): the rollup rows it locks are released as soon as the database is done,
 * not after another turn of this busy event loop while another instance's writer waits for them.
 */
export async function copyReadings(pool: Pool, rows: ReadingRow[], then: { text: string; params: unknown[] }): Promise<QueryResult | null> {
  const c = await pool.connect();
  let broken: Error | undefined;
  try {
    await c.query('BEGIN');
    await pipeline(Readable.from([encodeBinaryCopy(rows)]), c.query(copyFrom('COPY iot_readings (point_id, ts, v) FROM STDIN (FORMAT binary)')));
    const text = then.text.replace(/\$(\d+)/g, (_, i: string) => c.escapeLiteral(String(then.params[Number(i) - 1])));
    const [res] = (await c.query(`${text};\nCOMMIT`)) as unknown as QueryResult[];
    return res!;
  } catch (err) {
    await c.query('ROLLBACK').catch((e: Error) => (broken = e));
    if ((err as { code?: string }).code === '23505') return null;
    throw err;
  } finally {
    c.release(broken);
  }
}
