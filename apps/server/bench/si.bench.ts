/**
 * npm run bench:si — inspection statistics over a year on PostgreSQL (a throwaway database; PG_ADMIN_URL, default
 * postgres://postgres@127.0.0.1:5432/postgres). The demo factory gets 200 rules (150 daily rounds of 6 items, 35
 * weekly checks of 4, 15 monthly checks of 5) and a year of their plans, answered as the demo year answers them
 * (timed); then the statistics of the whole year by each dimension, and a month's report, are called BENCH_CALLS
 * times in-process (app.inject: routing, auth, SQL, JSON). Target: p99 < 200 ms. Prints figures; no assertions.
 * BENCH_SI_DB names a database to keep instead (made and filled on the first run, only timed after), for trying queries.
 */
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { statementMonthOf } from '@pfs/domain';
import { getSiReport, getSiStatsList, SI_STATS_DIMS, type SiPeriod } from '@pfs/domain/si';
import type { Db } from '../src/db/client.js';
import { seedDemo } from '../src/seed/demo-seed.js';
import { writeSiYear } from '../src/seed/demo-si-seed.js';
import type { DemoSiItem, DemoSiRule } from '../src/seed/demo-si-catalog.js';
import { DAY_MS } from '../src/seed/climate-time.js';
import { DEMO_SEED } from '../src/seed/prng.js';
import { siItemTable, siRuleTable } from '../src/modules/si/si.table.js';
import { userTable } from '../src/modules/user/index.js';
import { dayIn } from '../src/lib/clock.js';
import { benchOnFilledPostgres, CALLS, timeRuns } from './harness.js';

const TZ = 'Asia/Shanghai';
const FID = 1;
const SHAPE: { period: SiPeriod; rules: number; items: number; dueDay: number; start: string; end: string }[] = [
  { period: 'd', rules: 150, items: 6, dueDay: 1, start: '08:00', end: '10:00' },
  { period: 'w', rules: 35, items: 4, dueDay: 2, start: '14:00', end: '17:00' },
  { period: 'm', rules: 15, items: 5, dueDay: 5, start: '09:00', end: '17:00' },
];
const endMs = Date.now();
const ctx = { startMs: endMs - 365 * DAY_MS, endMs, days: 365, timeZone: TZ, seed: DEMO_SEED };

/** The demo installation, 200 rules in its first factory and a year of their plans, answered. */
async function fill(db: Db) {
  await seedDemo(db);
  const uids = (await db.select({ uid: userTable.uid }).from(userTable)).map((u) => u.uid).slice(0, 4);
  const t0 = performance.now();
  const written = await db.transaction(async (tx) => {
    const rules: DemoSiRule[] = [];
    for (const shape of SHAPE) {
      for (let n = 1; n <= shape.rules; n++) {
        const name = `${shape.period}-${n}`;
        const defs = Array.from({ length: shape.items }, (_, i) => ({ name: `检查项 ${i + 1}`, targetName: `对象 ${name}-${Math.ceil((i + 1) / 2)}` }));
        const rows = await tx
          .insert(siItemTable)
          .values(defs.map((d) => ({ fid: FID, name: d.name, targetKind: 'other' as const, targetText: d.targetName, answerKind: 'check' as const })))
          .returning({ ciId: siItemTable.ciId });
        const items: DemoSiItem[] = defs.map((d, i) => ({ ...d, ciId: rows[i]!.ciId, targetKind: 'other', targetId: null, targetText: d.targetName, areaId: null, method: '', standard: '', answerKind: 'check', unit: '', min: null, max: null, pointId: null, tolerance: null }));
        const rule = { name: `规则 ${name}`, period: shape.period, dueDay: shape.dueDay, startTime: shape.start, endTime: shape.end, lateMin: 30, caseDays: 3, assigneeUids: [uids[n % uids.length]!, uids[(n + 1) % uids.length]!] };
        const [row] = await tx.insert(siRuleTable).values({ fid: FID, ...rule, ciIds: items.map((i) => i.ciId) }).returning({ srId: siRuleTable.srId });
        rules.push({ ...rule, srId: row!.srId, items });
      }
    }
    return writeSiYear({ tx, ...ctx }, [{ fid: FID, key: 'bench', rules, uids }]);
  });
  const s = (performance.now() - t0) / 1000;
  console.log(`\n[PostgreSQL] a year of 200 rules: ${JSON.stringify(written)} in ${s.toFixed(1)} s, load average ${os.loadavg()[0]!.toFixed(2)}`);
}

await benchOnFilledPostgres({
  keepDbVar: 'BENCH_SI_DB',
  prefix: 'pfs_bench_si',
  fid: FID,
  count: sql`select count(*)::int n from si_plans`,
  enough: 1,
  fill,
  run: async (app) => {
    const from = dayIn(TZ, ctx.startMs + DAY_MS);
    const to = dayIn(TZ, endMs);
    console.log(`  statistics of a year, load average ${os.loadavg()[0]!.toFixed(2)}:`);
    for (const dim of SI_STATS_DIMS) {
      let rows = 0;
      await timeRuns(
        `get_si_plan_stats_list dim=${dim}, ${from} … ${to}`,
        async () => (rows = ((await app.post(getSiStatsList, { from, to, dim })).json() as { data: { rows: unknown[] } }).data.rows.length),
        () => `${rows} rows`,
      );
    }
    const { year, month } = statementMonthOf(dayIn(TZ, endMs - 30 * DAY_MS));
    await timeRuns(`get_si_report ${year}-${month}`, () => app.post(getSiReport, { year, month }));
    console.log(`  (${CALLS} calls each after 5 warm-up calls; BENCH_CALLS to change)`);
  },
});
