import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { alarmTable, pointAlarmCfgTable } from '../modules/alarm/alarm.table.js';
import { userTable } from '../modules/user/user.table.js';
import type { RollupColumns } from './climate-rollup.js';
import type { AlarmLimit } from './climate-rooms.js';
import type { ClimateHistory } from './demo-climate.js';

/**
 * Writes a generated history in a few large statements: each column travels as one array parameter and unnest
 * turns the arrays back into rows (as the ingest does), 40 000 rows a statement. A year of the demo's 44 points is
 * ~385 000 hourly rows: row-by-row inserts would take minutes on PGlite, this takes seconds.
 */

type Runner = Pick<Db, 'execute' | 'insert' | 'select'>;
const CHUNK = 40_000;

const arr = (xs: ArrayLike<number | string>, from: number, to: number, map: (x: number | string) => string | number = (x) => x) => {
  const out = new Array<string | number>(to - from);
  for (let i = from; i < to; i++) out[i - from] = map(xs[i]!);
  return `{${out.join(',')}}`;
};
const seconds = (x: number | string) => (x as number) / 1000;

export type WriteCounts = { hourly: number; daily: number; raw: number; latest: number };

const ROLLUP_FIELDS = ['ct', 'minV', 'minTs', 'maxV', 'maxTs', 'sumV', 'firstTs', 'firstV', 'lastTs', 'lastV'] as const;
type Flat = { id: number[]; key: (number | string)[] } & Record<(typeof ROLLUP_FIELDS)[number], number[]>;

/** The rows of every point one after the other, one array per column. */
function flatten(parts: { id: number; cols: RollupColumns }[], key: 'bucket' | 'day'): Flat {
  const f: Flat = { id: [], key: [], ct: [], minV: [], minTs: [], maxV: [], maxTs: [], sumV: [], firstTs: [], firstV: [], lastTs: [], lastV: [] };
  for (const { id, cols } of parts) {
    for (let i = 0; i < cols.n; i++) {
      f.id.push(id);
      f.key.push(cols[key][i]!);
      for (const k of ROLLUP_FIELDS) f[k].push(cols[k][i]!);
    }
  }
  return f;
}

/** `pointIds` maps `sn/code` to the point's id; points missing there are skipped. */
export async function writeClimate(db: Runner, history: ClimateHistory, pointIds: Map<string, number>): Promise<WriteCounts> {
  const hourly: { id: number; cols: RollupColumns }[] = [];
  const daily: { id: number; cols: RollupColumns }[] = [];
  const raw: { id: number[]; ts: number[]; v: number[] } = { id: [], ts: [], v: [] };
  const latest: { id: number[]; ts: number[]; v: number[] } = { id: [], ts: [], v: [] };
  for (const room of history.rooms) {
    for (const p of room.points) {
      const id = pointIds.get(`${room.sn}/${p.code}`);
      if (id === undefined) continue;
      hourly.push({ id, cols: p.hourly });
      daily.push({ id, cols: p.daily });
      p.raw.ts.forEach((ts, i) => {
        raw.id.push(id);
        raw.ts.push(ts);
        raw.v.push(p.raw.v[i]!);
      });
      if (p.latest) {
        latest.id.push(id);
        latest.ts.push(p.latest.ts);
        latest.v.push(p.latest.v);
      }
    }
  }
  const counts: WriteCounts = { hourly: 0, daily: 0, raw: 0, latest: 0 };
  for (const [grain, parts] of [
    ['hourly', hourly],
    ['daily', daily],
  ] as const) {
    const f = flatten(parts, grain === 'hourly' ? 'bucket' : 'day');
    for (let from = 0; from < f.id.length; from += CHUNK) {
      const to = Math.min(f.id.length, from + CHUNK);
      await db.execute(rollupInsert(grain, f, from, to));
      counts[grain] += to - from;
    }
  }
  for (let from = 0; from < raw.id.length; from += CHUNK) {
    const to = Math.min(raw.id.length, from + CHUNK);
    await db.execute(sql`
      INSERT INTO iot_readings (point_id, ts, v)
      SELECT p, to_timestamp(t), v FROM unnest(${arr(raw.id, from, to)}::int[], ${arr(raw.ts, from, to, seconds)}::float8[], ${arr(raw.v, from, to)}::float8[]) AS u(p, t, v)
      ON CONFLICT DO NOTHING`);
    counts.raw += to - from;
  }
  if (latest.id.length > 0) {
    const n = latest.id.length;
    await db.execute(sql`
      INSERT INTO iot_latest_values AS o (point_id, ts, v)
      SELECT p, to_timestamp(t), v FROM unnest(${arr(latest.id, 0, n)}::int[], ${arr(latest.ts, 0, n, seconds)}::float8[], ${arr(latest.v, 0, n)}::float8[]) AS u(p, t, v)
      ON CONFLICT (point_id) DO UPDATE SET ts = excluded.ts, v = excluded.v WHERE excluded.ts > o.ts`);
    counts.latest = n;
  }
  return counts;
}

/** Rows from..to; the key column is the hour's start (hourly) or the calendar day (daily). */
function rollupInsert(grain: 'hourly' | 'daily', f: Flat, from: number, to: number): SQL {
  const key = grain === 'hourly' ? sql`to_timestamp(k::float8)` : sql`k::date`;
  const keys = grain === 'hourly' ? arr(f.key, from, to, seconds) : arr(f.key, from, to);
  const table = sql.raw(grain === 'hourly' ? 'iot_rollup_hourly (point_id, bucket' : 'iot_rollup_daily (point_id, day');
  const col = (k: (typeof ROLLUP_FIELDS)[number], type: 'int' | 'float8' = 'float8') =>
    sql`${arr(f[k], from, to, k.endsWith('Ts') ? seconds : undefined)}::${sql.raw(type)}[]`;
  return sql`
    INSERT INTO ${table}, ct, min_v, min_ts, max_v, max_ts, sum_v, first_ts, first_v, last_ts, last_v)
    SELECT p, ${key}, ct, mn, to_timestamp(mnt), mx, to_timestamp(mxt), s, to_timestamp(ft), fv, to_timestamp(lt), lv
    FROM unnest(${arr(f.id, from, to)}::int[], ${keys}::text[], ${col('ct', 'int')}, ${col('minV')}, ${col('minTs')}, ${col('maxV')}, ${col('maxTs')},
      ${col('sumV')}, ${col('firstTs')}, ${col('firstV')}, ${col('lastTs')}, ${col('lastV')})
      AS u(p, k, ct, mn, mnt, mx, mxt, s, ft, fv, lt, lv)
    ON CONFLICT DO NOTHING`;
}

/**
 * The points' alarm limits and the alarms the history raised (closed once back in range, as the alarm service
 * closes them, or by the demo manager for a limit without auto-clear), so 告警记录 and the limits in 设备 agree with
 * the charts. `gateways` maps sn to its id and factory.
 */
export async function writeAlarms(
  db: Runner,
  history: ClimateHistory,
  limits: readonly AlarmLimit[],
  pointIds: Map<string, number>,
  gateways: Map<string, { gwId: number; fid: number }>,
): Promise<number> {
  const cfg = limits.flatMap((l) => {
    const pointId = pointIds.get(`${l.sn}/${l.code}`);
    const gw = gateways.get(l.sn);
    return pointId === undefined || !gw
      ? []
      : [{ pointId, fid: gw.fid, high: l.high, low: l.low, level: l.level, delayS: l.delayS, enabled: true, autoClear: l.closeNote === undefined }];
  });
  if (cfg.length > 0) await db.insert(pointAlarmCfgTable).values(cfg).onConflictDoNothing();
  const [manager] = await db.select({ uid: userTable.uid }).from(userTable).where(eq(userTable.uniNo, 'demo'));
  const rows = history.rooms.flatMap((room) =>
    room.alarms.flatMap((a) => {
      const gw = gateways.get(a.sn);
      const sourceId = a.code === null ? gw?.gwId : pointIds.get(`${a.sn}/${a.code}`);
      if (!gw || sourceId === undefined) return [];
      const closed = a.closedAt !== null;
      return [
        {
          fid: gw.fid,
          sourceType: a.code === null ? ('gateway' as const) : ('point' as const),
          sourceId,
          alarmType: a.type,
          level: a.level,
          title: a.title,
          status: closed ? ('closed' as const) : ('valid' as const),
          count: a.count,
          lastValue: a.lastValue,
          firstAt: new Date(a.firstAt),
          lastAt: new Date(a.lastAt),
          closedAt: closed ? new Date(a.closedAt!) : null,
          closedBy: a.managerNote ? (manager?.uid ?? null) : null,
          closeReason: a.managerNote || (closed ? '已恢复正常' : ''),
          active: a.clearedAt === null,
        },
      ];
    }),
  );
  if (rows.length > 0) await db.insert(alarmTable).values(rows);
  return rows.length;
}
