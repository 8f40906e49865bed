import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { type AnyCall, type CallBody } from '@pfs/domain';
import { addFinishedEntry, getTmpStoreList } from '@pfs/domain/finished';
import {
  addDays,
  deletePlantBatch,
  getPlantBatchDetail,
  getPlantLossList,
  harvestPlantBatch,
  movePlantBatch,
  recordPlantLoss,
  transplantPlantBatch,
  voidPlantRecord,
} from '@pfs/domain/plant';
import { materialLotTable, materialMoveTable } from '../src/modules/material/material.table.js';
import { plantSpecPhaseTable, plantSpecTable, plantSpecVersionTable } from '../src/modules/plant-spec/plant-spec.table.js';
import { plantBatchEventTable, plantBatchTable, plantProtectionTable } from '../src/modules/plant/plant.table.js';
import { areaTable } from '../src/modules/facility/facility.table.js';
import { callOf, dataOf, DEMO, GROWER, NURSERY_FID, startWithSessions, type TestApp } from './test-app.js';
import { LETTUCE, plantSetup, protectBatch, sow, type PlantSetup } from './plant-batch-setup.js';

let app: TestApp, boss: string, grower: string;
let s: PlantSetup;

beforeAll(async () => {
  [app, boss, grower] = await startWithSessions([DEMO, GROWER]);
  s = await plantSetup(app);
}, 60_000);
afterAll(() => app.stop());

/** A call in the setup factory: the body without its fid. */
const post = <C extends AnyCall>(def: C, body: Omit<CallBody<C>, 'fid'>, token = boss) => callOf(app, def, { fid: s.fid, ...body } as CallBody<C>, token);
const detail = (batchId: number) => dataOf(app, getPlantBatchDetail, { fid: s.fid, batch_id: batchId }, boss);
const eventOf = async (batchId: number, kind: string) => (await detail(batchId)).events.filter((e) => e.kind === kind && !e.voided).at(-1)!;
const voidRecord = (batchId: number, eventId: number, reason = '录入错误，作废重录', token = boss) => post(voidPlantRecord, { batch_id: batchId, event_id: eventId, reason }, token);

/** A batch of 2 seedling dishes (240 plants) moved into 育苗 two days after sowing, 40 days ago. */
async function seedlings() {
  const sown = await sow(app, boss, s, { sow_date: s.day(-40), places: [{ area_id: s.areas.seedling, dishes: 2 }] });
  const id = sown.batch.batch_id;
  const r = await post(movePlantBatch, { batch_id: id, version: 1, date: s.day(-38), from_phase: 'sprouting', from_area_id: s.areas.seedling, to_phase: 'grow_seedling', to_area_id: s.areas.seedling, dishes: 2 });
  expect(r.status).toBe(200);
  return { id, no: sown.batch.batch_no };
}

/** …transplanted into 栽培一区 (240 plants on 10 growing dishes) 26 days ago. */
async function growing() {
  const b = await seedlings();
  const r = await post(transplantPlantBatch, { batch_id: b.id, version: 2, date: s.day(-26), from_phase: 'grow_seedling', from_area_id: s.areas.seedling, to_phase: 'grow', to_area_id: s.areas.grow1, dishes: 2 });
  expect(r.status).toBe(200);
  return b;
}
const version = async (id: number) => (await detail(id)).batch.version;
const harvest = async (id: number, body: Pick<CallBody<typeof harvestPlantBatch>, 'dishes' | 'grades' | 'confirm'>) =>
  post(harvestPlantBatch, { batch_id: id, version: await version(id), date: s.today, phase: 'grow', area_id: s.areas.grow1, ...body });

describe('voiding a batch record', () => {
  it('voids a mistyped loss: the plants are back in the batch, the log keeps both records with who and why', async () => {
    const b = await seedlings();
    const lost = await post(recordPlantLoss, { batch_id: b.id, version: 2, date: s.day(-35), phase: 'grow_seedling', area_id: s.areas.seedling, dishes: 0, plants: 200, reason: 'disease' });
    expect(lost.body.data!.batch).toMatchObject({ plants: 40, plants_lost: 200 });
    const loss = await eventOf(b.id, 'loss');

    let r = await voidRecord(b.id, loss.event_id, '多输了一个零');
    expect([r.status, r.body.msg]).toEqual([200, '记录已作废']);
    expect(r.body.data!.batch).toMatchObject({ plants: 240, plants_lost: 0, version: 4 });

    const d = await detail(b.id);
    expect(d.events.find((e) => e.event_id === loss.event_id)!.voided).toEqual({ event_id: expect.any(Number), reason: '多输了一个零', operator_name: '张厂长', at: expect.any(String) });
    expect(d.events.at(-1)).toMatchObject({ kind: 'void', void_of: loss.event_id, voided: null });
    const list = await post(getPlantLossList, { batch_id: b.id, page: 1, size: 20 });
    expect(list.body.data).toMatchObject({ total_ct: 0 });

    r = await voidRecord(b.id, loss.event_id);
    expect([r.status, r.body.msg]).toEqual([400, expect.stringContaining('已于')]);
    // The correct loss can be recorded afterwards.
    const again = await post(recordPlantLoss, { batch_id: b.id, version: 4, date: s.day(-35), phase: 'grow_seedling', area_id: s.areas.seedling, dishes: 0, plants: 20, reason: 'disease' });
    expect(again.body.data!.batch).toMatchObject({ plants: 220, plants_lost: 20 });
  });

  it('requires a reason of 2–200 characters', async () => {
    const b = await seedlings();
    const move = await eventOf(b.id, 'move');
    for (const reason of ['', ' x ']) {
      const r = await voidRecord(b.id, move.event_id, reason);
      expect([r.status, r.body.msg]).toEqual([400, expect.stringContaining('作废原因')]);
    }
    expect((await voidRecord(b.id, move.event_id, '长'.repeat(201))).status).toBe(400);
  });

  it('refuses voiding a record later records depend on, naming the later record, and never voids a sowing', async () => {
    const b = await growing();
    const move = await eventOf(b.id, 'move');
    let r = await voidRecord(b.id, move.event_id);
    expect(r.status).toBe(400);
    expect(r.body.msg).toContain(`之后的第 3 条记录（${s.day(-26)} 移栽）依赖它`);
    r = await voidRecord(b.id, (await eventOf(b.id, 'sow')).event_id);
    expect([r.status, r.body.msg]).toEqual([400, expect.stringContaining('播种记录不能作废')]);
  });

  it('voids a spray: its safety interval no longer blocks the harvest and its pesticide goes back to the lot', async () => {
    const b = await growing();
    await protectBatch(app, s, b.id, s.day(-2), 7);
    const db = app.dbHandle.db;
    const [prot] = await db.select().from(plantProtectionTable).where(eq(plantProtectionTable.date, s.day(-2)));
    const [lot] = await db.insert(materialLotTable).values({ fid: s.fid, itemId: s.pesticideId, lotNo: 'P-01', receivedOn: s.day(-30), expiresOn: s.day(300), qtyReceived: 1000, qty: 950 }).returning();
    await db.insert(materialMoveTable).values({ fid: s.fid, itemId: s.pesticideId, lotId: lot!.lotId, kind: 'issue', date: s.day(-2), qty: -50, qtyAfter: 950, protId: prot!.protId });

    let r = await harvest(b.id, { dishes: 5, grades: [{ grade: 'A', kg: 10 }] });
    expect([r.status, r.body.msg]).toEqual([400, expect.stringContaining('起才能采收')]);
    const voided = await voidRecord(b.id, (await eventOf(b.id, 'protect')).event_id, '批次选错了，这批没有打药');
    expect(voided.status).toBe(200);
    expect(voided.body.data!.batch).toMatchObject({ safe_from: null });
    const [back] = await db.select().from(materialLotTable).where(eq(materialLotTable.lotId, lot!.lotId));
    expect(back!.qty).toBe(1000);
    const returns = await db.select().from(materialMoveTable).where(and(eq(materialMoveTable.protId, prot!.protId), eq(materialMoveTable.kind, 'return')));
    expect(returns).toEqual([expect.objectContaining({ qty: 50, lotId: lot!.lotId })]);

    r = await harvest(b.id, { dishes: 5, grades: [{ grade: 'A', kg: 10 }] });
    expect(r.status).toBe(200);
  });

  it('refuses voiding a harvest already entered into finished goods, naming the lot', async () => {
    const b = await growing();
    expect((await harvest(b.id, { dishes: 10, grades: [{ grade: 'A', kg: 20 }] })).status).toBe(200);
    const entry = await post(addFinishedEntry, { batch_id: b.id, grade: 'A', date: s.today, kg: 15, shelf_days: 7, packing: '5kg/箱' });
    expect(entry.status).toBe(200);
    const lotNo = entry.body.data!.lot_no;
    const r = await voidRecord(b.id, (await eventOf(b.id, 'pick')).event_id);
    expect(r.status).toBe(400);
    expect(r.body.msg).toContain(`成品批号 ${lotNo}`);
    expect((await detail(b.id)).batch).toMatchObject({ kg_harvested: 20 });
  });

  it('voids a harvest not yet stored: the kg leave the batch and temporary storage', async () => {
    const b = await growing();
    expect((await harvest(b.id, { dishes: 5, grades: [{ grade: 'B', kg: 10 }] })).status).toBe(200);
    const r = await voidRecord(b.id, (await eventOf(b.id, 'pick')).event_id);
    expect(r.status).toBe(200);
    expect(r.body.data!.batch).toMatchObject({ kg_harvested: 0, plants_harvested: 0, plants: 240 });
    const tmp = await post(getTmpStoreList, { page: 1, size: 20 });
    expect(tmp.body.data!.items.filter((i) => i.batch_id === b.id)).toEqual([]);
  });

  it('lets a 种植员 record but not void records nor delete a batch (403); the 厂长 may', async () => {
    const b = await seedlings();
    const move = await eventOf(b.id, 'move');
    const r = await voidRecord(b.id, move.event_id, '录入错误', grower);
    expect([r.status, r.body.msg]).toEqual([403, expect.stringContaining('plant.void')]);
    let del = await post(deletePlantBatch, { batch_id: b.id, reason: '测试删除' }, grower);
    expect([del.status, del.body.msg]).toEqual([403, expect.stringContaining('plant.del')]);
    del = await post(deletePlantBatch, { batch_id: b.id, reason: '测试删除' });
    expect(del.status).toBe(200);
  });

  it("answers 404 for another factory's record without naming it", async () => {
    const b = await seedlings();
    const other = await nurseryEvent();
    const r = await voidRecord(b.id, other.eventId);
    expect(r.status).toBe(404);
    expect(r.body.msg).not.toContain(other.batchNo);
    // Answered as for an id that does not exist at all.
    expect(r.body.msg).toBe(`批次 ${b.no} 没有记录 ${other.eventId}`);
    // Naming the other factory's batch with this factory's fid: the batch is not found either.
    const there = await post(voidPlantRecord, { batch_id: other.batchId, event_id: other.eventId, reason: '越权作废' });
    expect([there.status, there.body.msg]).toEqual([404, `批次 ${other.batchId} 不存在`]);
  });
});

describe('harvest plausibility', () => {
  it('refuses 999 999 kg naming the limit, and asks to confirm between 1.5× and 3× the expected yield', async () => {
    const b = await growing();
    // 10 dishes × 2.5 kg per dish = 25 kg expected; 3× = 75 kg.
    let r = await harvest(b.id, { dishes: 10, grades: [{ grade: 'A', kg: 999_999 }] });
    expect([r.status, r.body.msg]).toEqual([400, expect.stringContaining('最多 75 kg（3 倍）')]);
    r = await harvest(b.id, { dishes: 10, grades: [{ grade: 'A', kg: 50 }] });
    expect([r.status, r.body.msg]).toEqual([400, expect.stringContaining('请核对后确认提交')]);
    r = await harvest(b.id, { dishes: 10, grades: [{ grade: 'A', kg: 50 }], confirm: true });
    expect(r.status).toBe(200);
    expect(r.body.data!.batch).toMatchObject({ kg_harvested: 50 });
  });
});

/** A sowing of 育苗中心, written straight into its tables (the demo user manages no batch there). */
async function nurseryEvent() {
  const db = app.dbHandle.db;
  const [area] = await db.select().from(areaTable).where(eq(areaTable.fid, NURSERY_FID));
  const [spec] = await db.insert(plantSpecTable).values({ fid: NURSERY_FID, crop: '番茄', variety: '粉果', curVer: 1 }).returning();
  await db.insert(plantSpecVersionTable).values({ specId: spec!.specId, ver: 1, seedlingPlantsPerDish: 120, growPlantsPerDish: 24, seedPerDish: 0, yieldKgPerDish: 2, grades: [] });
  await db.insert(plantSpecPhaseTable).values(LETTUCE.phases.map((p, i) => ({ specId: spec!.specId, ver: 1, seq: i + 1, phaseId: p.phase_id, days: p.days, areaKind: p.area_kind })));
  const day = addDays(s.today, -5);
  const [batch] = await db
    .insert(plantBatchTable)
    .values({ fid: NURSERY_FID, batchNo: 'N-SECRET-01', specId: spec!.specId, specVer: 1, sowDate: day, lastDate: day, version: 1, phase: 'sprouting', dishes: 1, plants: 10, plantsSown: 10 })
    .returning();
  const [ev] = await db
    .insert(plantBatchEventTable)
    .values({ fid: NURSERY_FID, batchId: batch!.batchId, seq: 1, kind: 'sow', date: day, toPhase: 'sprouting', toAreaId: area!.areaId, dishes: 1, plants: 10 })
    .returning();
  return { eventId: ev!.eventId, batchId: batch!.batchId, batchNo: batch!.batchNo };
}
