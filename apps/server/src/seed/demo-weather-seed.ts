import { modelHours, weatherLocationOf } from '@pfs/domain/weather';
import { facilityTable } from '../modules/facility/facility.table.js';
import { weatherObsTable } from '../modules/weather/weather.table.js';
import { hourRow } from '../modules/weather/weather-provider.js';
import { obsRowOf } from '../modules/weather/weather-scheduler.js';
import { utcOffsetMinOf } from '../modules/weather/weather.service.js';
import type { HistoryContext } from './history-context.js';

const HOUR = 3_600_000;
/** Rows per insert: 14 columns stay well under PostgreSQL's 65,535 parameters. */
const CHUNK = 2000;

/**
 * A year of hourly weather for each demo factory from the built-in model, so 历史天气 and 降水 open with data. The
 * model is deterministic per place and hour: the hours the scheduler stores after the start continue these
 * seamlessly (and the weather matches the climate rooms' outdoor side only in spirit, not value for value).
 */
export async function seedDemoWeather(ctx: HistoryContext): Promise<Record<string, number>> {
  const facs = await ctx.tx.select({ fid: facilityTable.fid, loc: facilityTable.loc }).from(facilityTable);
  const offset = utcOffsetMinOf(ctx.timeZone, ctx.endMs);
  const from = Math.ceil(ctx.startMs / HOUR) * HOUR;
  const count = Math.floor((ctx.endMs - from) / HOUR) + 1;
  let n = 0;
  for (const f of facs) {
    const geo = weatherLocationOf(f.loc, offset);
    if (!geo) continue;
    const rows = modelHours(geo, from, count).map((h) => obsRowOf(f.fid, hourRow(h, 'model')));
    for (let i = 0; i < rows.length; i += CHUNK) await ctx.tx.insert(weatherObsTable).values(rows.slice(i, i + CHUNK)).onConflictDoNothing();
    n += rows.length;
  }
  return { weather_obs: n };
}
