/**
 * npm run bench:plant — a factory with 10 000 batches and about 500 000 batch events (two years of lettuce, each
 * batch's log built and checked with the same rules as the server: applyEvent), plus 20 tomato batches sown 120
 * days ago that are still growing (about 150 events each), and 130 days of hourly climate for the rooms. Times, in-process through
 * app.inject (routing, auth, SQL, JSON): the in-process list, due moves, the batch list, the overview, and a
 * 120-day batch's detail with its climate (targets: in-process list p99 < 100 ms, detail + climate p99 < 300 ms
 * on PostgreSQL). Fills a throw-away database: PGlite in memory, and a temporary database on PostgreSQL
 * (PG_ADMIN_URL, default postgres://postgres@127.0.0.1:5432/postgres) dropped afterwards. BENCH_BATCHES and
 * BENCH_CALLS make it smaller or longer. Prints p50/p99; not a timed test.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { type AnyCall, type CallBody, type CallReply } from '@pfs/domain';
import { login } from '@pfs/domain/auth';
import {
  addDays,
  applyEvent,
  dishesForPlants,
  emptyBatchState,
  getPlantBatchClimate,
  getPlantBatchDetail,
  getPlantBatchList,
  getPlantDueMoveList,
  getPlantInProcessList,
  getPlantOverview,
  phaseSteps,
  plantsOnDishes,
  type BatchEvent,
  type BatchState,
  type SpecRules,
} from '@pfs/domain/plant';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import type { DbHandle } from '../src/db/client.js';
import { CALLS, onBothDatabases, timeRuns } from './harness.js';
import { seedDemo } from '../src/seed/demo-seed.js';
import { declareSimPoints } from '../src/seed/sim-points.js';
import { areaTable } from '../src/modules/facility/facility.table.js';
import { hourlyRollupTable } from '../src/modules/iot-ingest/rollup.table.js';
import { plantSpecPhaseTable, plantSpecTable, plantSpecVersionTable } from '../src/modules/plant-spec/plant-spec.table.js';
import { plantBatchEventTable, plantBatchPlaceTable, plantBatchTable, plantHarvestTable, plantLossTable } from '../src/modules/plant/plant.table.js';
import { eventColumns } from '../src/modules/plant/plant-event-codec.js';
import { projectState } from '../src/modules/plant/plant-view.js';
import { dayIn } from '../src/lib/clock.js';

const BATCHES = Number(process.env.BENCH_BATCHES ?? 10_000);
const LONG_BATCHES = 20;
const CLIMATE_DAYS = 130;
const TZ = 'Asia/Shanghai';
const FID = 1;
const CHUNK = 2000;

const LETTUCE: SpecRules = {
  phases: phaseSteps({ sprouting: 2, grow_seedling: 12, grow: 21, pick: 1, tmp_storage: 1, storage: 3 }),
  seedling_plants_per_dish: 120,
  grow_plants_per_dish: 24,
};
const TOMATO: SpecRules = {
  phases: phaseSteps({ sprouting: 5, grow_seedling: 25, grow: 100, pick: 1 }),
  seedling_plants_per_dish: 50,
  grow_plants_per_dish: 8,
};

type Areas = { seedling: number; grow: number[] };
type Built = { specId: number; specVer: number; batchNo: string; sowDate: string; events: BatchEvent[]; state: BatchState };

/** A deterministic pseudo-random sequence, so every run builds the same factory. */
function rng(seed: number) {
  let x = seed >>> 0 || 1;
  return () => ((x = (x * 1_103_515_245 + 12_345) >>> 0) / 2 ** 32);
}

/** One batch's log, each event accepted by applyEvent as the server would; events after today are not written. */
function buildBatch(spec: SpecRules, sowDate: string, today: string, areas: Areas, rand: () => number): { events: BatchEvent[]; state: BatchState } {
  const names = { batchNo: 'bench', areaName: (id: number) => `区域${id}` };
  let state = emptyBatchState();
  const events: BatchEvent[] = [];
  const push = (ev: BatchEvent) => {
    if (ev.date > today) return false;
    const r = applyEvent(spec, state, ev, names);
    if (!r.ok) throw new Error(`bench batch ${sowDate}: ${r.msg}`);
    state = r.state;
    events.push(ev);
    return true;
  };
  const seedling = { area_id: areas.seedling };
  const grow = { phase: 'grow' as const, area_id: areas.grow[Math.floor(rand() * areas.grow.length)]! };
  const [sprout, raise, growDays] = spec.phases.map((p) => p.days) as [number, number, number];
  const dishes = 4 + Math.floor(rand() * 9);
  push({ kind: 'sow', date: sowDate, to: { phase: 'sprouting', ...seedling }, dishes, plants: dishes * spec.seedling_plants_per_dish });
  if (!push({ kind: 'move', date: addDays(sowDate, sprout), from: { phase: 'sprouting', ...seedling }, to: { phase: 'grow_seedling', ...seedling }, dishes, plants: state.plants.sown })) return { events, state };
  // Seedlings lost a few at a time, twice a day's walk through the room.
  for (let d = sprout; d < sprout + raise; d++) for (let k = 0; k < 2; k++) push({ kind: 'loss', date: addDays(sowDate, d), from: { phase: 'grow_seedling', ...seedling }, dishes: 0, plants: 1 + Math.floor(rand() * 2) });
  const plants = state.places[0]?.plants ?? 0;
  const tDay = addDays(sowDate, sprout + raise);
  if (!push({ kind: 'transplant', date: tDay, from: { phase: 'grow_seedling', ...seedling }, to: grow, dishes, plants, dishes_to: dishesForPlants(plants, spec.grow_plants_per_dish) })) return { events, state };
  for (let d = 1; d <= growDays; d++) push({ kind: 'loss', date: addDays(tDay, d), from: grow, dishes: 0, plants: 1 });
  const pickDay = addDays(tDay, growDays);
  const here = () => state.places.find((p) => p.phase === 'grow')!;
  const half = Math.floor(here().dishes / 2);
  if (!push({ kind: 'pick', date: pickDay, from: grow, dishes: half, plants: plantsOnDishes(spec, here(), half), kg: half * 2.5 })) return { events, state };
  if (!push({ kind: 'pick', date: addDays(pickDay, 1), from: grow, dishes: here().dishes, plants: here().plants, kg: Math.round(here().dishes * 2.4 * 1000) / 1000 })) return { events, state };
  const kg = state.produce_g.pick / 1000;
  if (push({ kind: 'store', date: addDays(pickDay, 1), from_phase: 'pick', to_phase: 'tmp_storage', kg })) push({ kind: 'store', date: addDays(pickDay, 2), from_phase: 'tmp_storage', to_phase: 'storage', kg });
  return { events, state };
}

async function insertSpec(db: DbHandle['db'], crop: string, variety: string, spec: SpecRules): Promise<number> {
  const [row] = await db.insert(plantSpecTable).values({ fid: FID, crop, variety, curVer: 1 }).returning();
  await db.insert(plantSpecVersionTable).values({
    specId: row!.specId,
    ver: 1,
    seedlingPlantsPerDish: spec.seedling_plants_per_dish,
    growPlantsPerDish: spec.grow_plants_per_dish,
    yieldKgPerDish: 2.5,
    grades: [{ grade: 'A', name: '一级', min_plant_g: 0 }],
  });
  await db.insert(plantSpecPhaseTable).values(spec.phases.map((p, i) => ({ specId: row!.specId, ver: 1, seq: i + 1, phaseId: p.phase_id, days: p.days, areaKind: p.area_kind })));
  return row!.specId;
}

async function fill(db: DbHandle['db']): Promise<{ longIds: number[]; events: number }> {
  const t0 = performance.now();
  const today = dayIn(TZ, Date.now());
  const areaRows = await db.select().from(areaTable).where(eq(areaTable.fid, FID));
  const id = (name: string) => areaRows.find((a) => a.name === name)!.areaId;
  // Rooms big enough for two years of batches (capacity is the write path's check, not what is measured here).
  await db
    .update(areaTable)
    .set({ racks: 1000, layers: 50, positionsPerLayer: 200 })
    .where(inArray(areaTable.areaId, [id('育苗室'), id('栽培一区'), id('栽培二区')]));
  const areas: Areas = { seedling: id('育苗室'), grow: [id('栽培一区'), id('栽培二区')] };
  const lettuce = await insertSpec(db, '生菜', '意大利生菜', LETTUCE);
  const tomato = await insertSpec(db, '番茄', '粉果', TOMATO);

  const rand = rng(7);
  const built: Built[] = [];
  const perDay = new Map<string, number>();
  const batchNo = (day: string) => {
    const n = (perDay.get(day) ?? 0) + 1;
    perDay.set(day, n);
    return `B${day.replaceAll('-', '')}-${String(n).padStart(2, '0')}`;
  };
  for (let i = 0; i < BATCHES - LONG_BATCHES; i++) {
    const sowDate = addDays(today, -Math.floor(((BATCHES - LONG_BATCHES - 1 - i) * 730) / (BATCHES - LONG_BATCHES)));
    built.push({ specId: lettuce, specVer: 1, batchNo: batchNo(sowDate), sowDate, ...buildBatch(LETTUCE, sowDate, today, areas, rand) });
  }
  for (let i = 0; i < LONG_BATCHES; i++) {
    const sowDate = addDays(today, -120);
    built.push({ specId: tomato, specVer: 1, batchNo: batchNo(sowDate), sowDate, ...buildBatch(TOMATO, sowDate, today, areas, rand) });
  }
  const eventCt = built.reduce((a, b) => a + b.events.length, 0);
  console.log(`  built ${built.length} batches, ${eventCt} events with applyEvent in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

  const t1 = performance.now();
  const ids: number[] = [];
  for (let i = 0; i < built.length; i += CHUNK) {
    const rows = built.slice(i, i + CHUNK).map((b) => {
      const p = projectState(b.state);
      return { ...p.batch, fid: FID, batchNo: b.batchNo, specId: b.specId, specVer: b.specVer, sowDate: b.sowDate, version: b.events.length };
    });
    ids.push(...(await db.insert(plantBatchTable).values(rows).returning({ id: plantBatchTable.batchId })).map((r) => r.id));
  }
  const places = built.flatMap((b, i) => projectState(b.state).places.map((p) => ({ batchId: ids[i]!, fid: FID, phase: p.phase, areaId: p.area_id, dishes: p.dishes, plants: p.plants, since: p.since })));
  for (let i = 0; i < places.length; i += CHUNK) await db.insert(plantBatchPlaceTable).values(places.slice(i, i + CHUNK));
  type EvRow = typeof plantBatchEventTable.$inferInsert;
  const evRows: { row: EvRow; ev: BatchEvent }[] = built.flatMap((b, i) => b.events.map((ev, seq) => ({ ev, row: { ...eventColumns(ev), fid: FID, batchId: ids[i]!, seq: seq + 1, remark: '' } })));
  for (let i = 0; i < evRows.length; i += CHUNK) {
    const chunk = evRows.slice(i, i + CHUNK);
    const got = await db.insert(plantBatchEventTable).values(chunk.map((c) => c.row)).returning({ id: plantBatchEventTable.eventId });
    const losses = chunk.flatMap((c, k) => (c.ev.kind === 'loss' ? [{ eventId: got[k]!.id, fid: FID, reason: 'quality' as const }] : []));
    const picks = chunk.flatMap((c, k) => (c.ev.kind === 'pick' ? [{ eventId: got[k]!.id, grade: 'A', fid: FID, batchId: c.row.batchId, date: c.ev.date, kg: c.ev.kg }] : []));
    if (losses.length) await db.insert(plantLossTable).values(losses);
    if (picks.length) await db.insert(plantHarvestTable).values(picks);
  }
  console.log(`  wrote ${ids.length} batches, ${places.length} places, ${evRows.length} events in ${((performance.now() - t1) / 1000).toFixed(1)} s`);

  // Climate of the three rooms: every hour of the last CLIMATE_DAYS days, generated in the database.
  const { ids: points } = await declareSimPoints(db, ['demo-seedling', 'demo-grow-1', 'demo-grow-2']);
  const climatePoints = [...points].filter(([k]) => /\/(air_temp|humidity|co2|ppfd)$/.test(k)).map(([, v]) => v);
  const start = new Date(Date.parse(`${addDays(today, -CLIMATE_DAYS)}T00:00:00+08:00`)).toISOString();
  await db.execute(sql`
    insert into ${hourlyRollupTable} (point_id, bucket, ct, min_v, min_ts, max_v, max_ts, sum_v, first_ts, first_v, last_ts, last_v)
    select p, b, 720, v - 1, b, v + 1, b, v * 720, b, v, b, v
    from unnest(array[${sql.raw(climatePoints.join(','))}]::int[]) p, generate_series(0, ${CLIMATE_DAYS * 24 + 23}) h,
      lateral (select ${start}::timestamptz + h * interval '1 hour' as b, (20 + 5 * sin(h / 24.0 * 2 * pi()) + p % 7)::float8 as v) x`);
  await db.execute(sql`analyze`);
  const longIds = ids.slice(-LONG_BATCHES);
  return { longIds, events: evRows.length };
}

async function benchOne(label: string, db: DbHandle) {
  console.log(`\n[${label}]`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pfs-bench-plant-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', WEB_DIST: path.join(dataDir, 'no-web'), IOT: 'off', SIM: 'off', TIME_ZONE: TZ });
  await seedDemo(db.db);
  const { longIds } = await fill(db.db);
  const app = await buildApp({ config, db, logger: false });
  await app.ready();
  try {
    const signIn = await app.inject({ method: 'POST', url: login.url, payload: { uni_no: 'demo', password: 'demo123456' } });
    const headers = { 'x-token': signIn.json().token as string, 'x-rfrom': 'w' };
    const post = async <C extends AnyCall>(call: C, payload: Omit<CallBody<C>, 'fid'>) => {
      const res = await app.inject({ method: 'POST', url: call.url, headers, payload: { fid: FID, ...payload } });
      if (res.statusCode !== 200) throw new Error(`${call.url} → ${res.statusCode} ${res.body.slice(0, 200)}`);
      // The reply is parsed only where it is read, so the timings stay those of the call alone.
      return { json: () => res.json<{ data: CallReply<C> }>() };
    };
    const inProcess = await post(getPlantInProcessList, { size: 20 });
    console.log(`  in process: ${inProcess.json().data.total_ct} places of live batches`);
    await timeRuns('get_plant_in_process_list page 1 (20, most overdue first)', () => post(getPlantInProcessList, { size: 20 }));
    await timeRuns('get_plant_in_process_list page 5, late only', () => post(getPlantInProcessList, { page: 5, size: 20, late_only: true }));
    await timeRuns('get_plant_in_process_list 200 rows, phase 生长', () => post(getPlantInProcessList, { size: 200, phase: 'grow' }));
    await timeRuns('get_plant_due_move_list page 1', () => post(getPlantDueMoveList, { size: 20 }));
    await timeRuns('get_plant_batch_list page 1 (all batches)', () => post(getPlantBatchList, { size: 20 }));
    await timeRuns('get_plant_overview', () => post(getPlantOverview, {}));
    const batchId = (i: number) => longIds[i % longIds.length]!;
    await timeRuns('get_plant_batch_detail (120-day batch, ~150 events)', (i) => post(getPlantBatchDetail, { batch_id: batchId(i) }));
    await timeRuns('get_plant_batch_climate (120 days, 3 rooms)', (i) => post(getPlantBatchClimate, { batch_id: batchId(i) }));
    await timeRuns('detail + climate (what the batch page opens with)', async (i) => {
      await post(getPlantBatchDetail, { batch_id: batchId(i) });
      await post(getPlantBatchClimate, { batch_id: batchId(i) });
    });
    const [{ n }] = (await db.db.select({ n: sql<number>`count(*)::int` }).from(plantBatchEventTable).where(and(eq(plantBatchEventTable.fid, FID)))) as [{ n: number }];
    console.log(`  (factory holds ${n} batch events)`);
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log(`bench:plant — ${BATCHES} batches; ${CALLS} calls each after 5 warm-up calls, in-process (app.inject: routing, auth, SQL, JSON)`);
await onBothDatabases('pfs_bench_plant', benchOne);
