import { and, eq } from 'drizzle-orm';
import { addDays, createPlantBatch, phaseSteps, type SpecRules } from '@pfs/domain/plant';
import { areaTable } from '../src/modules/facility/facility.table.js';
import { materialItemTable, materialLotTable } from '../src/modules/material/material.table.js';
import { plantSpecPhaseTable, plantSpecTable, plantSpecVersionTable } from '../src/modules/plant-spec/plant-spec.table.js';
import { plantBatchEventTable, plantBatchTable, plantHarvestTable, plantProtectionTable } from '../src/modules/plant/plant.table.js';
import { dayIn } from '../src/lib/clock.js';
import { callRaw, DEMO_FID, type Res, type TestApp } from './test-app.js';

/**
 * A demo factory ready to plant: dish positions in its rooms (育苗室 and 栽培一区 100 each, 栽培二区 20), a lettuce
 * spec (催芽 2 → 育苗 12 → 生长 21 days, 120 plants per seedling dish, 24 per growing dish, 130 seeds per dish),
 * two seed lots and a pesticide. Written straight into the tables so these tests depend on no other call.
 */
export const LETTUCE: SpecRules = {
  phases: phaseSteps({ sprouting: 2, grow_seedling: 12, grow: 21, pick: 1, tmp_storage: 1, storage: 3 }),
  seedling_plants_per_dish: 120,
  grow_plants_per_dish: 24,
};

export async function plantSetup(app: TestApp, fid = DEMO_FID) {
  const db = app.dbHandle.db;
  const today = dayIn('Asia/Shanghai', Date.now());
  const areaRows = await db.select().from(areaTable).where(eq(areaTable.fid, fid));
  const area = (name: string) => areaRows.find((a) => a.name === name)?.areaId ?? 0;
  const grid = async (name: string, racks: number, layers: number, positions: number) =>
    db.update(areaTable).set({ racks, layers, positionsPerLayer: positions }).where(and(eq(areaTable.fid, fid), eq(areaTable.name, name)));
  await grid('育苗室', 2, 5, 10);
  await grid('栽培一区', 2, 5, 10);
  await grid('栽培二区', 1, 2, 10);

  const [seed] = await db.insert(materialItemTable).values({ fid, kind: 'seed', name: '意大利生菜种子', unit: '粒', crop: '生菜', variety: '意大利生菜' }).returning();
  // The lot expiring first is taken first, whichever was received first.
  const [lotLate] = await db
    .insert(materialLotTable)
    .values({ fid, itemId: seed!.itemId, lotNo: 'S-LATE', receivedOn: addDays(today, -90), expiresOn: addDays(today, 300), qtyReceived: 6000, qty: 6000 })
    .returning();
  const [lotSoon] = await db
    .insert(materialLotTable)
    .values({ fid, itemId: seed!.itemId, lotNo: 'S-SOON', receivedOn: addDays(today, -60), expiresOn: addDays(today, 100), qtyReceived: 1000, qty: 1000 })
    .returning();
  const [pesticide] = await db.insert(materialItemTable).values({ fid, kind: 'pesticide', name: '吡虫啉', unit: 'ml', safetyDays: 7 }).returning();

  const [spec] = await db.insert(plantSpecTable).values({ fid, crop: '生菜', variety: '意大利生菜', curVer: 1 }).returning();
  await db.insert(plantSpecVersionTable).values({
    specId: spec!.specId,
    ver: 1,
    seedlingPlantsPerDish: LETTUCE.seedling_plants_per_dish,
    growPlantsPerDish: LETTUCE.grow_plants_per_dish,
    seedPerDish: 130,
    seedItemId: seed!.itemId,
    yieldKgPerDish: 2.5,
    grades: [
      { grade: 'A', name: '一级', min_plant_g: 150 },
      { grade: 'B', name: '二级', min_plant_g: 0 },
    ],
  });
  await db.insert(plantSpecPhaseTable).values(LETTUCE.phases.map((p, i) => ({ specId: spec!.specId, ver: 1, seq: i + 1, phaseId: p.phase_id, days: p.days, areaKind: p.area_kind })));

  return {
    fid,
    today,
    day: (n: number) => addDays(today, n),
    specId: spec!.specId,
    seedItemId: seed!.itemId,
    lots: { soon: lotSoon!.lotId, late: lotLate!.lotId },
    pesticideId: pesticide!.itemId,
    areas: { seedling: area('育苗室'), grow1: area('栽培一区'), grow2: area('栽培二区'), pack: area('包装间') },
  };
}
export type PlantSetup = Awaited<ReturnType<typeof plantSetup>>;

/** A crop protection of the batch on `date` (its own call is tested elsewhere): the protect event as that call writes it. */
export async function protectBatch(app: TestApp, s: PlantSetup, batchId: number, date: string, safeDays = 7) {
  const db = app.dbHandle.db;
  const safeFrom = addDays(date, safeDays);
  const [prot] = await db
    .insert(plantProtectionTable)
    .values({ fid: s.fid, date, kind: 'pest', target: '蚜虫', itemId: s.pesticideId, dose: '1000 倍液', qty: 50, safeDays, safeFrom })
    .returning();
  const [b] = await db.select().from(plantBatchTable).where(eq(plantBatchTable.batchId, batchId));
  await db.insert(plantBatchEventTable).values({ fid: s.fid, batchId, seq: b!.version + 1, kind: 'protect', date, protId: prot!.protId });
  await db
    .update(plantBatchTable)
    .set({ version: b!.version + 1, lastDate: date, safeFrom })
    .where(eq(plantBatchTable.batchId, batchId));
}

/** The setup factory's 冷库, where picked produce is entered into lots. */
export async function coldRoomOf(app: TestApp, s: PlantSetup) {
  const rows = await app.dbHandle.db.select().from(areaTable).where(and(eq(areaTable.fid, s.fid), eq(areaTable.name, '冷库')));
  return rows[0]!.areaId;
}

/** A batch sown 40 days ago and closed 3 days ago with every plant harvested; its log so far is the sowing. */
export async function closedBatch(app: TestApp, s: PlantSetup, batchNo: string, plants = 240) {
  const db = app.dbHandle.db;
  const [b] = await db
    .insert(plantBatchTable)
    .values({ fid: s.fid, batchNo, specId: s.specId, specVer: 1, sowDate: s.day(-40), lastDate: s.day(-40), status: 'closed', version: 1, plantsSown: plants, plantsHarvested: plants, kgHarvested: 0, closedOn: s.day(-3) })
    .returning();
  const dishes = Math.ceil(plants / LETTUCE.seedling_plants_per_dish);
  await db.insert(plantBatchEventTable).values({ fid: s.fid, batchId: b!.batchId, seq: 1, kind: 'sow', date: s.day(-40), toPhase: 'sprouting', toAreaId: s.areas.seedling, dishes, plants });
  return b!.batchId;
}

/** One pick from 栽培一区 on `date` with its kg by grade, as the harvest call writes it: event, grades, batch version, last date and kg. */
export async function pickBatch(app: TestApp, s: PlantSetup, batchId: number, date: string, grades: Record<string, number>, plants = 120) {
  const db = app.dbHandle.db;
  const kg = Object.values(grades).reduce((a, b) => a + b, 0);
  const [cur] = await db.select().from(plantBatchTable).where(eq(plantBatchTable.batchId, batchId));
  const dishes = Math.ceil(plants / LETTUCE.grow_plants_per_dish);
  const [pick] = await db
    .insert(plantBatchEventTable)
    .values({ fid: s.fid, batchId, seq: cur!.version + 1, kind: 'pick', date, fromPhase: 'grow', fromAreaId: s.areas.grow1, toPhase: 'pick', dishes, plants, kg })
    .returning();
  await db.insert(plantHarvestTable).values(Object.entries(grades).map(([grade, g]) => ({ eventId: pick!.eventId, grade, fid: s.fid, batchId, date, kg: g })));
  await db
    .update(plantBatchTable)
    .set({ version: cur!.version + 1, lastDate: date, kgHarvested: cur!.kgHarvested + kg })
    .where(eq(plantBatchTable.batchId, batchId));
  return pick!.eventId;
}

/**
 * A closed batch picked once 3 days ago (kg by grade, e.g. { A: 10, B: 6 }), sprayed first on `protectedOn` when
 * given, with the 冷库 to enter it into.
 */
export async function pickedBatch(app: TestApp, s: PlantSetup, o: { batchNo: string; grades: Record<string, number>; plants?: number; protectedOn?: string; safeDays?: number }) {
  const plants = o.plants ?? 240;
  const batchId = await closedBatch(app, s, o.batchNo, plants);
  if (o.protectedOn) await protectBatch(app, s, batchId, o.protectedOn, o.safeDays ?? 7);
  const pickEventId = await pickBatch(app, s, batchId, s.day(-3), o.grades, plants);
  return { batchId, pickEventId, coldId: await coldRoomOf(app, s) };
}

export type BatchResult = { batch: { batch_id: number; batch_no: string; version: number; [k: string]: unknown }; places: { phase: string; area_id: number; dishes: number; plants: number; [k: string]: unknown }[] };

/** Sows and returns the new batch's detail (fails the test on a refusal). */
export async function sow(app: TestApp, token: string, s: PlantSetup, body: Record<string, unknown>): Promise<BatchResult & Record<string, unknown>> {
  const r = await callRaw(app, createPlantBatch, { fid: s.fid, spec_id: s.specId, ...body }, token);
  if (r.status !== 200) throw new Error(`sowing refused: ${r.status} ${r.body.msg}`);
  return r.body.data as BatchResult & Record<string, unknown>;
}

export const dataOf = <T = BatchResult>(r: Res) => r.body.data as T;
