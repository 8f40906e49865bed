import { DEMO_ALARM_LIMITS, DEMO_ROOMS } from './climate-rooms.js';
import { writeAlarms, writeClimate } from './climate-write.js';
import { generateDemoClimate } from './demo-climate.js';
import type { HistoryContext } from './history-context.js';
import { declareSimPoints } from './sim-points.js';

/**
 * The climate and meter part of the demo history: the simulated rooms' points are declared as their gateways'
 * birth will announce them, then a year of their readings is generated and written as rollups, recent raw
 * readings and latest values, with the alarm limits of the demo points and the alarms the history raised. Rooms
 * whose gateway does not exist are left out.
 */
export async function seedDemoClimate(ctx: HistoryContext): Promise<Record<string, number>> {
  const { ids, gateways } = await declareSimPoints(
    ctx.tx,
    DEMO_ROOMS.map((r) => r.sn),
  );
  const present = new Set(gateways.map((g) => g.sn));
  const rooms = DEMO_ROOMS.filter((r) => present.has(r.sn));
  if (rooms.length === 0) return {};
  const history = generateDemoClimate({ endMs: ctx.endMs, days: ctx.days, timeZone: ctx.timeZone, seed: ctx.seed, rooms });
  const c = await writeClimate(ctx.tx, history, ids);
  const alarms = await writeAlarms(ctx.tx, history, DEMO_ALARM_LIMITS, ids, new Map(gateways.map((g) => [g.sn, g])));
  return { climate_hourly: c.hourly, climate_daily: c.daily, climate_raw: c.raw, alarms };
}
