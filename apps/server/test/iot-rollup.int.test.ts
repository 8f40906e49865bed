import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { IngestRepository } from '../src/modules/iot-ingest/ingest.repository.js';
import { RawRetention } from '../src/modules/iot-ingest/retention.service.js';
import { createTestApp, type TestApp } from './test-app.js';

type Rollup = {
  point_id: number;
  key: string;
  ct: number;
  min_v: number;
  min_ts: string;
  max_v: number;
  max_ts: string;
  sum_v: number;
  first_ts: string;
  first_v: number;
  last_ts: string;
  last_v: number;
};
const silent = { info: () => undefined, warn: () => undefined } as never;

describe('rollups and raw-data retention', () => {
  let app: TestApp;
  let repo: IngestRepository;
  const rows = async <T>(q: ReturnType<typeof sql>) => ((await app.dbHandle.db.execute(q)) as unknown as { rows: T[] }).rows;
  const ms = (s: string) => new Date(s).getTime();
  /** Rollup rows recomputed from the raw table: what the maintained rollups must equal. */
  const expected = (pointId: number, key: string) =>
    rows<Rollup>(
      sql.raw(`
      select point_id, ${key} as key, count(*)::int as ct, min(v) as min_v, (array_agg(ts order by v, ts))[1] as min_ts, max(v) as max_v,
        (array_agg(ts order by v desc, ts))[1] as max_ts, sum(v) as sum_v, min(ts) as first_ts, (array_agg(v order by ts))[1] as first_v,
        max(ts) as last_ts, (array_agg(v order by ts desc))[1] as last_v
      from iot_readings where point_id = ${pointId} group by 1, 2 order by 2`),
    );
  const kept = (table: string, key: string, pointId: number) =>
    rows<Rollup>(
      sql.raw(
        `select point_id, ${key} as key, ct, min_v, min_ts, max_v, max_ts, sum_v, first_ts, first_v, last_ts, last_v from ${table} where point_id = ${pointId} order by 2`,
      ),
    );
  // Sums compared to 1e-6: floating-point addition depends on the order the readings arrived in.
  const norm = (rs: Rollup[]) =>
    rs.map((r) => ({
      ...r,
      key: String(r.key),
      ct: Number(r.ct),
      sum_v: Math.round(r.sum_v * 1e6) / 1e6,
      ...Object.fromEntries(['min_ts', 'max_ts', 'first_ts', 'last_ts'].map((k) => [k, new Date(r[k as 'min_ts']).getTime()])),
    }));

  beforeAll(async () => {
    app = await createTestApp();
    repo = new IngestRepository(app.dbHandle.db, 'Asia/Shanghai');
  });
  afterAll(() => app.stop());

  it('hourly and daily rollups equal the raw readings, whatever the order, however often a batch is replayed', async () => {
    const p = 910_001;
    // 15:10–17:50 UTC: three UTC hours, and the Shanghai day changes at 16:00 UTC.
    const all = Array.from({ length: 160 }, (_, i) => ({
      pointId: p,
      ms: ms('2026-03-01T15:10:00Z') + i * 60_000,
      v: [3, 1, 4, 1, 5, 9, 2, 6][i % 8]! + i / 100,
    }));
    const later = all.slice(80);
    const earlier = all.slice(0, 80);
    expect(await repo.writeReadings(later)).toBe(80);
    expect(await repo.writeReadings(earlier)).toBe(80);
    // Re-delivered batches (a gateway replaying, a journal replayed after a crash) change nothing.
    expect(await repo.writeReadings(all.slice(40, 120))).toBe(0);
    expect(await repo.writeReadings([...earlier.slice(0, 5), ...earlier.slice(0, 5)])).toBe(0);

    const hourly = norm(await kept('iot_rollup_hourly', 'bucket', p));
    expect(hourly.map((h) => h.ct)).toEqual([50, 60, 50]);
    expect(hourly).toEqual(norm(await expected(p, `date_trunc('hour', ts, 'Asia/Shanghai')`)));
    const daily = norm(await kept('iot_rollup_daily', 'day', p));
    expect(daily.map((d) => [d.key, d.ct])).toEqual([
      ['2026-03-01', 50],
      ['2026-03-02', 110],
    ]);
    expect(daily).toEqual(norm(await expected(p, `to_char(ts at time zone 'Asia/Shanghai', 'YYYY-MM-DD')`)));
    const [latest] = await rows<{ ts: string; v: number }>(sql`select ts, v from iot_latest_values where point_id = ${p}`);
    expect([new Date(latest!.ts).getTime(), latest!.v]).toEqual([all.at(-1)!.ms, all.at(-1)!.v]);
  });

  it('extremes keep the time they were first reached; a meter’s first and last reading give the day’s consumption', async () => {
    const p = 910_002;
    const at = (hm: string) => Date.parse(`2026-03-05T${hm}:00+08:00`);
    await repo.writeReadings([
      { pointId: p, ms: at('09:00'), v: 100.5 },
      { pointId: p, ms: at('12:00'), v: 104 },
    ]);
    await repo.writeReadings([
      { pointId: p, ms: at('08:00'), v: 100 },
      { pointId: p, ms: at('18:00'), v: 104 },
      { pointId: p, ms: at('23:59'), v: 112.25 },
    ]);
    const [d] = norm(await kept('iot_rollup_daily', 'day', p));
    expect(d).toMatchObject({ key: '2026-03-05', ct: 5, min_v: 100, min_ts: at('08:00'), max_v: 112.25, first_v: 100, last_v: 112.25 });
    expect(d!.last_v - d!.first_v).toBe(12.25);
  });

  it('a batch partly stored already adds only its new readings; hours of a zone offset by 45 minutes stay exact', async () => {
    const kathmandu = new IngestRepository(app.dbHandle.db, 'Asia/Kathmandu');
    const [p, q] = [910_004, 910_005];
    // Every 7 s from 17:40 to 18:35 UTC (the zone's hour turns at 18:15 UTC), values with ties inside a minute.
    const all = Array.from({ length: 480 }, (_, i) => ({
      pointId: i % 2 ? q : p,
      ms: ms('2026-03-02T17:40:00Z') + Math.floor(i / 2) * 7_000,
      v: [2, 5, 2, 7, 5, 1][i % 6]!,
    }));
    expect(await kathmandu.writeReadings(all.slice(0, 300))).toBe(300);
    // Overlapping the stored rows, interleaved and with a repeat in the batch itself.
    expect(await kathmandu.writeReadings([...all.slice(250).reverse(), all[400]!])).toBe(180);
    for (const id of [p, q]) {
      const key = `date_trunc('hour', ts, 'Asia/Kathmandu')`;
      expect(norm(await kept('iot_rollup_hourly', 'bucket', id))).toEqual(norm(await expected(id, key)));
      expect(norm(await kept('iot_rollup_daily', 'day', id))).toEqual(norm(await expected(id, `to_char(ts at time zone 'Asia/Kathmandu', 'YYYY-MM-DD')`)));
    }
  });

  it('deletes raw readings past the retention limit in chunks and keeps the rollups', async () => {
    const p = 910_003;
    const now = new Date('2026-06-01T00:00:00Z');
    const old = Array.from({ length: 25_000 }, (_, i) => ({ pointId: p, ms: ms('2025-01-01T00:00:00Z') + i * 1000, v: 1 }));
    const recent = Array.from({ length: 10 }, (_, i) => ({ pointId: p, ms: ms('2026-05-30T00:00:00Z') + i * 1000, v: 2 }));
    await repo.writeReadings(old.slice(0, 20_000));
    await repo.writeReadings([...old.slice(20_000), ...recent]);
    const count = async () => (await rows<{ n: number }>(sql`select count(*)::int as n from iot_readings where point_id = ${p}`))[0]!.n;
    const rollupCt = async () => (await rows<{ n: number }>(sql`select sum(ct)::int as n from iot_rollup_daily where point_id = ${p}`))[0]!.n;

    expect(await new RawRetention(repo, 0, silent).runOnce(now)).toBe(0);
    expect(await count()).toBe(25_010);
    expect(await new RawRetention(repo, 400, silent).runOnce(now)).toBe(25_000);
    expect(await count()).toBe(10);
    expect(await rollupCt()).toBe(25_010);
  });
});
