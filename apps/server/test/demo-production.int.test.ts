import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { type PlantPhase } from '@pfs/domain';
import { getMaterialLotList } from '@pfs/domain/material';
import {
  addDays,
  areaChanges,
  conservationProblems,
  currentPhase,
  getFacPlantLogList,
  getPlantBatchDelLog,
  getPlantBatchDetail,
  getPlantBatchList,
  getPlantHarvestList,
  getPlantInProcessList,
  getPlantOverview,
  replayBatch,
  toMilli,
  type SpecRules,
} from '@pfs/domain/plant';
import { areaClimateTargetTable, areaTable } from '../src/modules/facility/facility.table.js';
import { materialItemTable, materialLotTable, materialMoveTable } from '../src/modules/material/material.table.js';
import { plantBatchEventTable, plantBatchPlaceTable, plantBatchTable, plantHarvestTable, plantLossTable, plantProtectionTable } from '../src/modules/plant/plant.table.js';
import { rowEvent } from '../src/modules/plant/plant-event-codec.js';
import { plantSpecPhaseTable, plantSpecVersionTable } from '../src/modules/plant-spec/plant-spec.table.js';
import { facEventTable } from '../src/modules/syslog/syslog.table.js';
import { localDay } from '../src/seed/demo-production-seed.js';
import { DEMO, DEMO_FID, createTestApp, dataOf, login, type TestApp } from './test-app.js';
import { seedDemoYear } from './demo-year.js';

describe('the demo factory on first start: a year of planting history', () => {
  let app: TestApp;
  const now = Date.now();
  const today = localDay(now, 'Asia/Shanghai');
  const start = addDays(today, -365);
  let rows: Record<string, number>;

  beforeAll(async () => {
    app = await createTestApp();
    rows = await seedDemoYear(app, now);
  }, 120_000);
  afterAll(async () => app.stop());
  const db = () => app.dbHandle.db;

  it('holds a year of batches, events, harvests, protections and stock movements', async () => {
    expect(rows.plant_batches).toBeGreaterThan(100);
    const batches = await db().select().from(plantBatchTable).where(eq(plantBatchTable.fid, DEMO_FID));
    expect(batches.length).toBe(rows.plant_batches);
    const sown = batches.map((b) => b.sowDate).sort();
    expect(sown[0]! >= start && sown[0]! <= addDays(start, 7)).toBe(true);
    expect(sown.at(-1)! >= addDays(today, -4)).toBe(true);
    const harvests = await db().select().from(plantHarvestTable).where(eq(plantHarvestTable.fid, DEMO_FID));
    // Harvests in every month once the first crops are ready (about 40 days in).
    const months = new Set(harvests.map((h) => h.date.slice(0, 7)));
    for (let d = addDays(start, 45); d < today; d = addDays(d, 30)) expect(months.has(d.slice(0, 7)), d).toBe(true);
    expect((await db().select().from(plantProtectionTable)).length).toBeGreaterThan(12);
    expect((await db().select().from(materialMoveTable)).length).toBe(rows.material_movements);
    const log = await db().select().from(facEventTable).where(eq(facEventTable.fid, DEMO_FID));
    expect(log.filter((e) => e.type === 'plant').length).toBeGreaterThan(100);
    expect(log.some((e) => e.type === 'material')).toBe(true);
  });

  it('stores every batch as its events replay: projections, places and conservation', async () => {
    const versions = await db().select().from(plantSpecVersionTable);
    const phases = await db().select().from(plantSpecPhaseTable).orderBy(asc(plantSpecPhaseTable.seq));
    const rules = new Map<string, SpecRules>(
      versions.map((v) => [
        `${v.specId}/${v.ver}`,
        {
          phases: phases.filter((p) => p.specId === v.specId && p.ver === v.ver).map((p) => ({ phase_id: p.phaseId, days: p.days, area_kind: p.areaKind })),
          seedling_plants_per_dish: v.seedlingPlantsPerDish,
          grow_plants_per_dish: v.growPlantsPerDish,
        },
      ]),
    );
    const events = (
      await db()
        .select({ e: plantBatchEventTable, pesticide: materialItemTable.name, safeFrom: plantProtectionTable.safeFrom })
        .from(plantBatchEventTable)
        .leftJoin(plantProtectionTable, eq(plantProtectionTable.protId, plantBatchEventTable.protId))
        .leftJoin(materialItemTable, eq(materialItemTable.itemId, plantProtectionTable.itemId))
        .orderBy(asc(plantBatchEventTable.batchId), asc(plantBatchEventTable.seq))
    ).map((r) => ({ ...r.e, pesticide: r.pesticide, protSafeFrom: r.safeFrom }));
    const places = await db().select().from(plantBatchPlaceTable);
    const losses = new Set((await db().select().from(plantLossTable)).map((l) => l.eventId));
    const grades = await db().select().from(plantHarvestTable);
    const phasesToday = new Set<PlantPhase | null>();

    for (const b of await db().select().from(plantBatchTable)) {
      const spec = rules.get(`${b.specId}/${b.specVer}`)!;
      const log = events.filter((e) => e.batchId === b.batchId);
      expect(log.map((e) => e.seq)).toEqual(log.map((_, i) => i + 1));
      // As the reader does: the batch is what its records still standing say.
      const r = replayBatch(spec, log.filter((e) => !e.voided && e.kind !== 'void').map(rowEvent), { batchNo: b.batchNo, areaName: String });
      expect(r.ok, `${b.batchNo}: ${r.ok ? '' : r.msg}`).toBe(true);
      if (!r.ok) continue;
      const s = r.state;
      expect(conservationProblems(spec, s), b.batchNo).toEqual([]);
      const now = s.places.reduce((a, p) => ({ dishes: a.dishes + p.dishes, plants: a.plants + p.plants }), { dishes: 0, plants: 0 });
      expect(
        {
          phase: b.phase,
          dishes: b.dishes,
          plants: b.plants,
          sown: b.plantsSown,
          lost: b.plantsLost,
          harvested: b.plantsHarvested,
          g: toMilli(b.kgHarvested),
          last: b.lastDate,
          closed: b.closedOn,
          safe: b.safeFrom,
          version: b.version,
        },
        b.batchNo,
      ).toEqual({
        phase: currentPhase(s),
        ...now,
        sown: s.plants.sown,
        lost: s.plants.lost,
        harvested: s.plants.harvested,
        g: s.harvested_g,
        last: s.last_date,
        closed: s.closed_on,
        safe:
          s.protections
            .map((p) => p.safe_from)
            .sort()
            .at(-1) ?? null,
        version: log.length,
      });
      const mine = places
        .filter((p) => p.batchId === b.batchId)
        .map((p) => ({ phase: p.phase, area_id: p.areaId, dishes: p.dishes, plants: p.plants, since: p.since }));
      if (b.status === 'del') expect(mine).toEqual([]);
      else {
        expect(b.status).toBe(s.closed_on === null ? 'active' : 'closed');
        expect(mine.sort((x, y) => x.phase.localeCompare(y.phase) || x.area_id - y.area_id)).toEqual(
          s.places.map((p) => ({ ...p, since: s.phase_since[p.phase] })).sort((x, y) => x.phase.localeCompare(y.phase) || x.area_id - y.area_id),
        );
        phasesToday.add(b.phase);
      }
      for (const e of log.filter((x) => x.kind === 'loss')) expect(losses.has(e.eventId)).toBe(true);
      for (const e of log.filter((x) => x.kind === 'pick'))
        expect(grades.filter((g) => g.eventId === e.eventId).reduce((a, g) => a + toMilli(g.kg), 0)).toBe(toMilli(e.kg!));
    }
    for (const p of ['sprouting', 'grow_seedling', 'grow', 'pick', 'tmp_storage', 'storage'] as const) expect(phasesToday.has(p), p).toBe(true);
  });

  it('never stands more dishes in a room than its positions, on any day', async () => {
    const areas = await db().select().from(areaTable).where(eq(areaTable.fid, DEMO_FID));
    expect(areas.find((a) => a.name === '栽培一区')!.racks).toBeGreaterThan(0);
    const live = new Set((await db().select().from(plantBatchTable)).filter((b) => b.status !== 'del').map((b) => b.batchId));
    const delta = new Map<string, number>();
    for (const e of await db().select().from(plantBatchEventTable)) {
      if (!live.has(e.batchId) || e.voided || e.kind === 'void') continue;
      const ev = rowEvent({ ...e, pesticide: '', protSafeFrom: '' });
      for (const c of areaChanges(ev)) delta.set(`${c.area_id}/${e.date}`, (delta.get(`${c.area_id}/${e.date}`) ?? 0) + c.delta);
    }
    for (const a of areas) {
      const cap = a.racks * a.layers * a.positionsPerLayer;
      let occ = 0;
      for (let d = start; d <= today; d = addDays(d, 1)) {
        occ += delta.get(`${a.areaId}/${d}`) ?? 0;
        expect(occ, `${a.name} ${d}`).toBeLessThanOrEqual(cap);
      }
    }
    expect((await db().select().from(areaClimateTargetTable).where(eq(areaClimateTargetTable.fid, DEMO_FID))).map((t) => t.kind).sort()).toEqual([
      'grow',
      'pack',
      'seedling',
      'store',
    ]);
  });

  it('shows the year through the planting calls: overview with due moves and warnings, in-process list, harvests, stock', async () => {
    const token = await login(app, DEMO.uniNo, DEMO.password);
    const o = await dataOf(app, getPlantOverview, { fid: DEMO_FID }, token);
    expect(o.today).toBe(today);
    expect(o.phases.every((p) => p.batch_ct > 0)).toBe(true);
    expect(o.due.some((d) => d.late_days === 0)).toBe(true);
    expect(new Set(o.warnings.map((w) => w.kind))).toEqual(new Set(['expired', 'expiring', 'low_stock']));
    const inProcess = await dataOf(app, getPlantInProcessList, { fid: DEMO_FID, page: 1, size: 10 }, token);
    expect(inProcess.total_ct).toBeGreaterThan(10);
    const batches = await dataOf(app, getPlantBatchList, { fid: DEMO_FID, page: 1, size: 10 }, token);
    expect(batches.total_ct).toBeGreaterThan(100);
    const picks = await dataOf(app, getPlantHarvestList, { fid: DEMO_FID, page: 1, size: 10, start_day: start, end_day: today }, token);
    expect(picks.total_ct).toBeGreaterThan(100);
    const lots = await dataOf(app, getMaterialLotList, { fid: DEMO_FID, kind: 'seed', page: 1, size: 10 }, token);
    expect(lots.total_ct).toBeGreaterThan(4);
    // 批次删除日志 has a few deletions with their reasons; 种植日志 has the year's moves, transplants, losses and picks.
    const deleted = await dataOf(app, getPlantBatchDelLog, { fid: DEMO_FID, page: 1, size: 10 }, token);
    expect(deleted.total_ct).toBeGreaterThanOrEqual(2);
    expect(deleted.items.every((d) => d.del_reason !== '' && d.deleted_by_name !== '')).toBe(true);
    for (const kw of ['移动 ', '移栽 ', '损耗 ', '采收 ']) {
      const log = await dataOf(app, getFacPlantLogList, { fid: DEMO_FID, type: 'plant', kw, page: 1, size: 1 }, token);
      expect([kw, log.total_ct > 20]).toEqual([kw, true]);
    }
  });

  it('shows one mistyped loss voided the same day by 张厂长, the batch as if it never happened', async () => {
    const voided = await db().select().from(plantBatchEventTable).where(eq(plantBatchEventTable.voided, true));
    expect(voided.map((e) => [e.kind, e.plants, e.date])).toEqual([['loss', 120, addDays(today, -1)]]);
    const token = await login(app, DEMO.uniNo, DEMO.password);
    const d = await dataOf(app, getPlantBatchDetail, { fid: DEMO_FID, batch_id: voided[0]!.batchId }, token);
    expect(d.batch.status).toBe('active');
    const loss = d.events.find((e) => e.event_id === voided[0]!.eventId)!;
    expect(loss.voided).toMatchObject({ reason: '录入错误：数量多输一个 0', operator_name: '张厂长' });
    expect(d.events.find((e) => e.void_of === loss.event_id)).toMatchObject({ kind: 'void', remark: '录入错误：数量多输一个 0' });
    // Plants lost and in process leave the voided 120 out: the batch is its other records replayed.
    const [b] = await db().select().from(plantBatchTable).where(eq(plantBatchTable.batchId, voided[0]!.batchId));
    const standing = d.events.filter((e) => e.kind === 'loss' && e.voided === null);
    const lostStanding = (await db().select().from(plantBatchEventTable).where(eq(plantBatchEventTable.batchId, b!.batchId)))
      .filter((e) => standing.some((s) => s.event_id === e.eventId))
      .reduce((a, e) => a + e.plants, 0);
    expect(d.batch.plants_lost).toBe(lostStanding);
    expect(d.batch.plants + d.batch.plants_lost).toBe(b!.plantsSown - b!.plantsHarvested);
  });

  it('keeps every lot at the sum of its movements, never below zero', async () => {
    const moves = await db().select().from(materialMoveTable).orderBy(asc(materialMoveTable.moveId));
    const lots = await db().select().from(materialLotTable);
    expect(lots.length).toBeGreaterThan(15);
    for (const l of lots) {
      let q = 0;
      for (const m of moves.filter((x) => x.lotId === l.lotId)) {
        q += toMilli(m.qty);
        expect(q).toBeGreaterThanOrEqual(0);
        expect(toMilli(m.qtyAfter)).toBe(q);
      }
      expect(toMilli(l.qty), l.lotNo).toBe(q);
    }
    const batches = new Set((await db().select().from(plantBatchTable)).map((b) => b.batchId));
    expect(moves.filter((m) => m.batchId !== null).every((m) => batches.has(m.batchId!))).toBe(true);
  });
});
