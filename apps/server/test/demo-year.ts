import { DAY_MS } from '../src/seed/climate-time.js';
import type { HistoryContext } from '../src/seed/history-context.js';
import { seedDemoProduction } from '../src/seed/demo-production-seed.js';
import { DEMO_SEED } from '../src/seed/prng.js';
import { DEMO, useSessions, type TestApp } from './test-app.js';

/**
 * The demo year as a first start writes it, ending at `now`: the planting history, then what `more` derives from
 * it (orders, trials), in one transaction. Answers the planting history's row counts.
 */
export async function seedDemoYear(app: TestApp, now: number, ...more: ((ctx: HistoryContext) => Promise<unknown>)[]) {
  const history = { startMs: now - 365 * DAY_MS, endMs: now, days: 365, timeZone: 'Asia/Shanghai', seed: DEMO_SEED };
  return app.dbHandle.db.transaction(async (tx) => {
    const rows = await seedDemoProduction({ tx, ...history });
    for (const seed of more) await seed({ tx, ...history });
    return rows;
  });
}

/**
 * A describe's app with the demo account logged in and the demo year seeded (then `more`), started before its tests
 * and stopped after them; `assign` receives `[app, demoToken]`.
 */
export function useDemoYear(more: ((ctx: HistoryContext) => Promise<unknown>)[], assign: (started: [TestApp, string]) => void): void {
  useSessions(
    [DEMO],
    async (started) => {
      assign(started);
      await seedDemoYear(started[0], Date.now(), ...more);
    },
    240_000,
  );
}
