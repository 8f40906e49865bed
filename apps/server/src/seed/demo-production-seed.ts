import { and, eq, inArray } from 'drizzle-orm';
import { areaCapacity, type AreaKind } from '@pfs/domain/plant';
import { areaClimateTargetTable, areaTable } from '../modules/facility/facility.table.js';
import { facEventTable } from '../modules/syslog/syslog.table.js';
import { userTable } from '../modules/user/user.table.js';
import { DAY_MS, zoneOffsetMs } from './climate-time.js';
import { demoFid } from './demo-factory.js';
import type { HistoryContext, Tx } from './history-context.js';
import { DEMO_AREA_GRIDS, DEMO_CLIMATE_TARGETS } from './production-catalog.js';
import type { DemoArea } from './production-gate.js';
import { generateDemoProduction } from './production-plan.js';
import { writeProduction, type WriteTarget } from './production-write.js';
import { seedDemoVoidedLoss } from './demo-void-seed.js';
import { dayIn } from '../lib/clock.js';

/**
 * The planting part of the demo history, for 示范植物工厂: its rooms get their dish positions and each kind of
 * room its climate targets, then a year of batches, protections, harvests and stock (production-plan.ts) ending
 * the day before the server's start is written. The factory's calendar day of `endMs` is "today".
 */
export async function seedDemoProduction(ctx: HistoryContext): Promise<Record<string, number>> {
  const { tx, timeZone } = ctx;
  const fid = await demoFid(tx);
  if (fid === undefined) return {};
  const at = dayClock(timeZone);
  const today = localDay(ctx.endMs, timeZone);
  const start = localDay(ctx.endMs - ctx.days * DAY_MS, timeZone);

  const areas = await setAreaGrids(tx, fid, at(start, 470));
  await tx
    .insert(areaClimateTargetTable)
    .values(
      Object.entries(DEMO_CLIMATE_TARGETS).map(([kind, t]) => ({
        fid,
        kind: kind as AreaKind,
        tempMin: t.temp_min,
        tempMax: t.temp_max,
        rhMin: t.rh_min,
        rhMax: t.rh_max,
        co2Min: t.co2_min,
        co2Max: t.co2_max,
        lightHoursMin: t.light_hours_min,
        lightHoursMax: t.light_hours_max,
        dliMin: t.dli_min,
        dliMax: t.dli_max,
        updatedAt: at(start, 475),
      })),
    )
    .onConflictDoNothing();

  const history = generateDemoProduction({ today, days: ctx.days, seed: ctx.seed, areas });
  const users = await demoUsers(tx);
  const rows = await writeProduction(tx, history, { fid, users, at });
  await seedDemoVoidedLoss(tx, fid, today, { users, at });
  return rows;
}

/** The demo rooms' dish positions (logged as the layout setting it is); answers every area of the factory with its capacity. */
async function setAreaGrids(tx: Tx, fid: number, when: Date): Promise<DemoArea[]> {
  const rows = await tx.select({ id: areaTable.areaId, name: areaTable.name, kind: areaTable.kind }).from(areaTable).where(eq(areaTable.fid, fid));
  const out: DemoArea[] = [];
  for (const a of rows) {
    const g = DEMO_AREA_GRIDS[a.name];
    if (g) {
      await tx
        .update(areaTable)
        .set({ racks: g.racks, layers: g.layers, positionsPerLayer: g.positions_per_layer })
        .where(and(eq(areaTable.fid, fid), eq(areaTable.areaId, a.id)));
      await tx
        .insert(facEventTable)
        .values({
          fid,
          uid: null,
          type: 'setting',
          detail: `设置区域 ${a.name} 盘位：${g.racks} 架 × ${g.layers} 层 × ${g.positions_per_layer} 位，共 ${areaCapacity(g)} 个`,
          ts: when,
        });
    }
    out.push({ area_id: a.id, name: a.name, kind: a.kind, capacity: g ? areaCapacity(g) : 0 });
  }
  return out;
}

async function demoUsers(tx: Tx): Promise<WriteTarget['users']> {
  const rows = await tx
    .select({ uid: userTable.uid, uniNo: userTable.uniNo })
    .from(userTable)
    .where(inArray(userTable.uniNo, ['demo', 'grower', 'wh01']));
  const uid = (no: string) => rows.find((r) => r.uniNo === no)?.uid ?? null;
  return { manager: uid('demo'), grower: uid('grower'), keeper: uid('wh01') };
}

/** The calendar day (YYYY-MM-DD) of an instant in a time zone. */
export const localDay = (ms: number, timeZone: string): string => dayIn(timeZone, ms);

/** A local day and minutes after its midnight → the instant (records get the working hour they were made in). */
export function dayClock(timeZone: string) {
  return (day: string, minutes: number) => {
    const local = Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))) + minutes * 60_000;
    return new Date(local - zoneOffsetMs(timeZone, local));
  };
}
