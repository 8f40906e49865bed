import { eq, inArray } from 'drizzle-orm';
import type { EquipKind } from '@pfs/domain/mes';
import { EQUIP_POINTS } from '@pfs/sim';
import { hashPassword } from '../lib/password.js';
import { newToken } from '../lib/tokens.js';
import { areaTable } from '../modules/facility/facility.table.js';
import { gatewayTable } from '../modules/iot-store/gateway.table.js';
import { announcedPointRow, pointTable } from '../modules/iot-store/point.table.js';
import { mesEquipTable } from '../modules/mes/mes.table.js';
import type { Tx } from './history-context.js';

/** The gateway sn of a simulated machine: the simulator runs a machine model for every `EQ-` gateway. */
const SN_KIND: Record<EquipKind, string> = { sow: 'SOW', transplant: 'TRN', harvest: 'HRV', pack: 'PCK' };
export const equipSn = (fid: number, kind: EquipKind, n: number) => `EQ-${fid}-${SN_KIND[kind]}-${n}`;

type DemoEquip = { kind: EquipKind; n: number; name: string; model: string; capacity: number; maintDays: number; lastMaintAgo: number; area: number };

/**
 * Each demo factory's machines: two needle seeders, two transplanters, a harvesting line and a packing line, rated
 * for a small vertical farm's batches (tens of dishes an order), so an order keeps its machine busy most of its window.
 * `area`: which of the factory's areas (in the seed's order) it stands in; `lastMaintAgo`: days since its last
 * planned maintenance, so one seeder is due within days and the pages show a maintenance coming up.
 */
export const DEMO_EQUIPS: DemoEquip[] = [
  { kind: 'sow', n: 1, name: '1 号播种机', model: 'NS-30 针式播种机', capacity: 30, maintDays: 30, lastMaintAgo: 12, area: 0 },
  { kind: 'sow', n: 2, name: '2 号播种机', model: 'NS-30 针式播种机', capacity: 30, maintDays: 30, lastMaintAgo: 27, area: 0 },
  { kind: 'transplant', n: 1, name: '1 号移栽机', model: 'TP-30 自动移栽机', capacity: 30, maintDays: 30, lastMaintAgo: 8, area: 1 },
  { kind: 'transplant', n: 2, name: '2 号移栽机', model: 'TP-30 自动移栽机', capacity: 30, maintDays: 30, lastMaintAgo: 19, area: 2 },
  { kind: 'harvest', n: 1, name: '采收线', model: 'HL-60 切根采收线', capacity: 60, maintDays: 60, lastMaintAgo: 33, area: 3 },
  { kind: 'pack', n: 1, name: '包装线', model: 'PK-100 自动称重包装线', capacity: 100, maintDays: 60, lastMaintAgo: 41, area: 3 },
];

const DAY_MS = 86_400_000;

/**
 * The demo factories' machines (called by seedDemo). The first factory's run live: each gets a simulated gateway
 * (sn `EQ-<fid>-<KIND>-<n>`) with its points declared ahead of the first birth, as the rooms' are, so the machine
 * is linked before the simulator connects. `mainKey`: the factory whose machines are simulated.
 */
export async function seedDemoMesEquips(tx: Tx, fids: Map<string, number>, mainKey = 'demo'): Promise<void> {
  if (fids.size === 0) return;
  const areas = await tx
    .select({ id: areaTable.areaId, fid: areaTable.fid })
    .from(areaTable)
    .where(inArray(areaTable.fid, [...fids.values()]))
    .orderBy(areaTable.areaId);
  // Simulated gateways get a fresh secret at every start; this one is never used (one hash for all: hashing is slow).
  const secretHash = await hashPassword(newToken());
  for (const [key, fid] of fids) {
    const own = areas.filter((a) => a.fid === fid);
    const areaOf = (i: number) => own[Math.min(i, own.length - 1)]?.id ?? null;
    const gwIds: (number | null)[] = [];
    for (const e of DEMO_EQUIPS) {
      if (key !== mainKey) {
        gwIds.push(null);
        continue;
      }
      const [gw] = await tx
        .insert(gatewayTable)
        // Not mapped to the area: an area's gateways are its climate (物联网配置); the machine names its area itself.
        .values({ fid, sn: equipSn(fid, e.kind, e.n), name: `${e.name}网关`, simulated: true, secretHash })
        .returning({ id: gatewayTable.gwId });
      await tx.insert(pointTable).values(EQUIP_POINTS.map((p) => announcedPointRow(gw!.id, p)));
      gwIds.push(gw!.id);
    }
    const today = Date.now();
    await tx.insert(mesEquipTable).values(
      DEMO_EQUIPS.map((e, i) => ({
        fid,
        kind: e.kind,
        name: e.name,
        model: e.model,
        areaId: areaOf(e.area),
        capacity: e.capacity,
        gwId: gwIds[i],
        maintDays: e.maintDays,
        lastMaintDay: new Date(today - e.lastMaintAgo * DAY_MS).toISOString().slice(0, 10),
      })),
    );
  }
}

/** A factory's demo machines in DEMO_EQUIPS order (the rows seedDemoMesEquips wrote). */
export async function demoEquipsOf(tx: Tx, fid: number) {
  const rows = await tx.select().from(mesEquipTable).where(eq(mesEquipTable.fid, fid)).orderBy(mesEquipTable.eqId);
  return rows.flatMap((row) => {
    const def = DEMO_EQUIPS.find((d) => d.name === row.name && d.kind === row.kind);
    return def ? [{ row, def }] : [];
  });
}
export type DemoEquipRow = Awaited<ReturnType<typeof demoEquipsOf>>[number];
