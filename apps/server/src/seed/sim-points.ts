import { and, eq, inArray } from 'drizzle-orm';
import { EQUIP_COUNT_POINT } from '@pfs/domain/mes';
import { READ_POINTS, ROOM_POINTS, type RoomState } from '@pfs/sim';
import type { Db } from '../db/client.js';
import { gatewayTable } from '../modules/iot-store/gateway.table.js';
import { announcedPointRow, pointTable } from '../modules/iot-store/point.table.js';
import { latestValueTable } from '../modules/iot-store/reading.table.js';
import { mesEquipTable } from '../modules/mes/mes.table.js';

type Runner = Pick<Db, 'select' | 'insert'>;

/**
 * Declares the simulated gateways' points ahead of their first birth, with the codes, kinds and units the birth will
 * announce (packages/sim room-points.ts), so demo strategies and history can name them. The birth then only
 * refreshes them (upsert on gateway + code): ids, history and staff's settings stay. Returns `sn/code` → point id.
 */
export async function declareSimPoints(
  db: Runner,
  sns: readonly string[],
): Promise<{ ids: Map<string, number>; gateways: (typeof gatewayTable.$inferSelect)[] }> {
  const ids = new Map<string, number>();
  if (sns.length === 0) return { ids, gateways: [] };
  const gateways = await db
    .select()
    .from(gatewayTable)
    .where(and(inArray(gatewayTable.sn, [...sns]), eq(gatewayTable.simulated, true)));
  for (const g of gateways) {
    await db
      .insert(pointTable)
      .values(ROOM_POINTS.map((p) => announcedPointRow(g.gwId, p)))
      .onConflictDoNothing();
    const rows = await db.select({ id: pointTable.pointId, code: pointTable.code }).from(pointTable).where(eq(pointTable.gwId, g.gwId));
    for (const r of rows) ids.set(`${g.sn}/${r.code}`, r.id);
  }
  return { ids, gateways };
}

/**
 * Where each simulated room stands: its sensors' and meters' newest stored values, by gateway sn. The simulator
 * starts from them, so its meters go on counting from the stored reading instead of starting again at 0 after
 * every restart, and its first readings join the history without a jump.
 */
export async function simRoomStates(db: Pick<Db, 'select'>): Promise<Map<string, Partial<RoomState>>> {
  const rows = await db
    .select({ sn: gatewayTable.sn, code: pointTable.code, v: latestValueTable.v })
    .from(latestValueTable)
    .innerJoin(pointTable, eq(pointTable.pointId, latestValueTable.pointId))
    .innerJoin(gatewayTable, eq(gatewayTable.gwId, pointTable.gwId))
    .where(eq(gatewayTable.simulated, true));
  const out = new Map<string, Partial<RoomState>>();
  for (const r of rows) {
    const field = READ_POINTS.find((p) => p.point.code === r.code)?.field;
    if (!field) continue;
    const state = out.get(r.sn) ?? {};
    state[field] = r.v;
    out.set(r.sn, state);
  }
  return out;
}

/**
 * Where each simulated machine stands, by gateway sn: its counter's newest stored value (the count goes on, never
 * back to 0) and whether it is running an order (a restart must not stop a machine the work order says runs).
 */
export async function simMachineStates(db: Pick<Db, 'select'>): Promise<Map<string, { count?: number; running: boolean }>> {
  const rows = await db
    .select({ sn: gatewayTable.sn, state: mesEquipTable.state, count: latestValueTable.v })
    .from(mesEquipTable)
    .innerJoin(gatewayTable, eq(gatewayTable.gwId, mesEquipTable.gwId))
    .leftJoin(pointTable, and(eq(pointTable.gwId, gatewayTable.gwId), eq(pointTable.code, EQUIP_COUNT_POINT)))
    .leftJoin(latestValueTable, eq(latestValueTable.pointId, pointTable.pointId))
    .where(eq(gatewayTable.simulated, true));
  return new Map(rows.map((r) => [r.sn, { count: r.count === null ? undefined : Math.max(0, Math.round(r.count)), running: r.state === 'run' }]));
}
