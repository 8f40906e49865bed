import type { Db } from '../db/client.js';
import type { HistoryContext, HistoryGenerator } from './history-context.js';
import { metaTable } from '../db/meta.table.js';
import { DEMO_SEED } from './prng.js';
import { DAY_MS } from './climate-time.js';
import { seedDemoClimate } from './demo-climate-seed.js';
import { seedDemoRuleHistory } from './demo-rule-history.js';
import { seedDemoPics } from './demo-pics-seed.js';
import { seedDemoProduction } from './demo-production-seed.js';
import { seedDemoOrders } from './demo-orders-seed.js';
import { seedDemoFinished } from './demo-finished-seed.js';
import { seedDemoWeather } from './demo-weather-seed.js';
import { seedDemoLabs } from './demo-labs-seed.js';
import { seedDemoNotify } from './demo-notify-seed.js';
import { seedDemoSi } from './demo-si-seed.js';
import { seedDemoMes } from './demo-mes-seed.js';

const SEED_KEY = 'demo_history_seeded_at';

const GENERATORS: { name: string; run: HistoryGenerator }[] = [
  { name: 'climate', run: seedDemoClimate },
  // What the demo strategies switched, with the commands (the strategies are seeded before the history).
  { name: 'strategies', run: seedDemoRuleHistory },
  { name: 'production', run: seedDemoProduction },
  { name: 'pictures', run: seedDemoPics },
  // Orders after the batches they were grown for.
  { name: 'orders', run: seedDemoOrders },
  // Entries, shipments against those orders and trace codes.
  { name: 'finished', run: seedDemoFinished },
  { name: 'weather', run: seedDemoWeather },
  // Trials comparing batches of the year.
  { name: 'labs', run: seedDemoLabs },
  // 告警通知: channels, a rule and the send log of the alarm episodes written by 'climate'.
  { name: 'notify', run: seedDemoNotify },
  // 日常巡检: items, rules and a year of plans, answers and handled abnormalities (EC and pH beside the climate's sensors).
  { name: 'si', run: seedDemoSi },
  // 生产控制: the work order that did each planting event of the year, the machines' runs, faults and maintenance, today's board.
  { name: 'mes', run: seedDemoMes },
];

export type DemoHistoryOptions = { days: number; timeZone: string; now?: Date; seed?: string; picsDir?: string };
/** `parts`: ms each generator took (climate, production), for the start-up log and the seed benchmark. */
export type DemoHistoryResult = { ran: boolean; ms: number; rows: Record<string, number>; parts: Record<string, number> };

/**
 * A year (DEMO_HISTORY_DAYS) of history for the demo factories, once: call it on the start that seeded them, so it
 * never runs on a database staff have used. The marker is claimed in the same transaction as the rows are written:
 * concurrent first starts write it once, and a start that fails half-way leaves nothing behind.
 */
export async function seedDemoHistory(db: Db, o: DemoHistoryOptions): Promise<DemoHistoryResult> {
  const t0 = performance.now();
  if (o.days <= 0) return { ran: false, ms: 0, rows: {}, parts: {} };
  const endMs = (o.now ?? new Date()).getTime();
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(metaTable)
      .values({ key: SEED_KEY, value: new Date(endMs).toISOString() })
      .onConflictDoNothing()
      .returning();
    if (claimed.length === 0) return { ran: false, ms: 0, rows: {}, parts: {} };
    const ctx: HistoryContext = { tx, startMs: endMs - o.days * DAY_MS, endMs, days: o.days, timeZone: o.timeZone, seed: o.seed ?? DEMO_SEED, picsDir: o.picsDir };
    const rows: Record<string, number> = {};
    const parts: Record<string, number> = {};
    for (const g of GENERATORS) {
      const t = performance.now();
      Object.assign(rows, await g.run(ctx));
      parts[g.name] = Math.round(performance.now() - t);
    }
    return { ran: true, ms: performance.now() - t0, rows, parts };
  });
}
