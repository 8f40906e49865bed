import { describe, expect, it } from 'vitest';
import { cancelMesWo, finishMesWo, getMesWo, saveMesEquip, saveMesWo, startMesWo, type MesEquip } from '@pfs/domain/mes';
import { movePlantBatch, transplantPlantBatch } from '@pfs/domain/plant';
import { materialLotTable } from '../src/modules/material/material.table.js';
import { DEMO, DEMO_FID, useSessions, type TestApp } from './test-app.js';
import { plantSetup, protectBatch, sow, type PlantSetup } from './plant-batch-setup.js';
import { batchEvents, detailOf, dueTransplant, postIn, woOf } from './mes-wo-fixture.js';

let app: TestApp, token: string, s: PlantSetup, post: ReturnType<typeof postIn>;

useSessions([DEMO], async ([a, t]) => {
  [app, token] = [a, t];
  s = await plantSetup(app);
  post = postIn(app, DEMO_FID, token);
}, 60_000);

const at = (hhmm: string) => `${s.today}T${hhmm}:00+08:00`;
const plan = () => ({ plan_start: at('08:00'), plan_end: at('18:00') });

/** A hand order, started; answers it as started. */
async function started(body: Record<string, unknown>) {
  const made = await post(saveMesWo, { ...plan(), ...body });
  if (made.status !== 200) throw new Error(`order refused: ${made.body.msg}`);
  const r = await post(startMesWo, { wo_id: woOf(made).wo_id });
  if (r.status !== 200) throw new Error(`start refused: ${r.body.msg}`);
  return woOf(r);
}
const transplantTo = (batchId: number, areaId: number, dishes: number) =>
  started({ op: 'transplant', batch_id: batchId, dishes, from_phase: 'grow_seedling', from_area_id: s.areas.seedling, to_phase: 'grow', to_area_id: areaId });

describe('completing a work order through the batch rules', () => {
  it('leaves the order open with the reason when the batch rules refuse (no room in 栽培二区)', async () => {
    const batchId = await dueTransplant(app, token, s, 10);
    const wo = await transplantTo(batchId, s.areas.grow2, 10);
    const r = await post(finishMesWo, { wo_id: wo.wo_id, version: wo.version, dishes: 10, labour_min: 60 });
    // 10 seedling dishes of 120 plants fill 50 growing dishes; 栽培二区 holds 20.
    expect(r.status).toBe(400);
    expect(r.body.msg).toContain('栽培二区');
    const d = detailOf(await post(getMesWo, { wo_id: wo.wo_id }));
    expect(d.wo).toMatchObject({ status: 'doing', done_dishes: 0, labour_min: 0, version: wo.version });
    expect(d.logs.at(-1)).toMatchObject({ action: 'refuse', note: r.body.msg, dishes: 10 });
    expect(d.events).toEqual([]);
    expect((await batchEvents(app, token, s, batchId)).events.map((e) => e.kind)).toEqual(['sow', 'move']);
  });

  it('refuses a harvest inside a safety interval, naming it', async () => {
    const b = await sow(app, token, s, { sow_date: s.day(-40), places: [{ area_id: s.areas.seedling, dishes: 1 }] });
    const id = b.batch.batch_id;
    await post(movePlantBatch, { batch_id: id, version: 1, date: s.day(-38), from_phase: 'sprouting', from_area_id: s.areas.seedling, to_phase: 'grow_seedling', to_area_id: s.areas.seedling, dishes: 1 });
    const t = await post(transplantPlantBatch, { batch_id: id, version: 2, date: s.day(-26), from_phase: 'grow_seedling', from_area_id: s.areas.seedling, to_phase: 'grow', to_area_id: s.areas.grow1, dishes: 1 });
    expect(t.status).toBe(200);
    await protectBatch(app, s, id, s.day(-1), 7);
    const wo = await started({ op: 'harvest', batch_id: id, dishes: 5, from_phase: 'grow', from_area_id: s.areas.grow1 });
    const r = await post(finishMesWo, { wo_id: wo.wo_id, version: wo.version, dishes: 5, grades: [{ grade: 'A', kg: 10 }] });
    expect(r.status).toBe(400);
    expect(r.body.msg).toContain(s.day(6));
    const d = detailOf(await post(getMesWo, { wo_id: wo.wo_id }));
    expect(d.wo.status).toBe('doing');
    expect(d.logs.at(-1)).toMatchObject({ action: 'refuse', note: r.body.msg });
  });

  it('records two simultaneous completions of the same order once', async () => {
    const batchId = await dueTransplant(app, token, s, 2);
    const wo = await transplantTo(batchId, s.areas.grow1, 2);
    const body = { wo_id: wo.wo_id, version: wo.version, dishes: 2, labour_min: 30 };
    const rs = await Promise.all([post(finishMesWo, body), post(finishMesWo, body)]);
    expect(rs.map((r) => r.status).sort()).toEqual([200, 409]);
    const lost = rs.find((r) => r.status === 409)!;
    expect(woOf(lost)).toMatchObject({ status: 'done', done_dishes: 2 });
    const d = detailOf(await post(getMesWo, { wo_id: wo.wo_id }));
    expect(d.wo).toMatchObject({ status: 'done', done_dishes: 2, labour_min: 30 });
    expect(d.logs.filter((l) => l.action === 'finish')).toHaveLength(1);
    expect((await batchEvents(app, token, s, batchId)).events.filter((e) => e.kind === 'transplant')).toHaveLength(1);
  });

  it('sows on a seeder: the order gets its batch and the machine’s count; a cancelled one stops its machine', async () => {
    const seeder = (await post(saveMesEquip, { kind: 'sow', name: '播种机 T1', capacity: 300 })).body.data as MesEquip;
    const wo = await started({ op: 'sow', spec_id: s.specId, dishes: 3, to_phase: 'sprouting', to_area_id: s.areas.seedling, eq_id: seeder.eq_id });
    expect(wo).toMatchObject({ status: 'doing', eq_name: '播种机 T1', batch_id: null });
    const r = await post(finishMesWo, { wo_id: wo.wo_id, version: wo.version, dishes: 3, seed_lot_id: s.lots.late });
    expect(r.status).toBe(200);
    const done = woOf(r);
    // A machine without a live counter counts what the worker reported.
    expect(done).toMatchObject({ status: 'done', done_dishes: 3, eq_count: 3 });
    expect(done.batch_no).toMatch(/^B\d{8}-\d{2}$/);
    const b = await batchEvents(app, token, s, done.batch_id!);
    expect(b.events).toEqual([expect.objectContaining({ kind: 'sow', date: s.today, dishes: 3 })]);

    const other = await started({ op: 'sow', spec_id: s.specId, dishes: 2, to_phase: 'sprouting', to_area_id: s.areas.seedling, eq_id: seeder.eq_id });
    const c = await post(cancelMesWo, { wo_id: other.wo_id, reason: '种子未到' });
    expect(woOf(c)).toMatchObject({ status: 'cancelled', cancel_reason: '种子未到', done_dishes: 0 });
    // The machine is free again: another order can start on it.
    await started({ op: 'sow', spec_id: s.specId, dishes: 1, to_phase: 'sprouting', to_area_id: s.areas.seedling, eq_id: seeder.eq_id });
  });

  it('records a crop protection order as the batch’s protect event with its pesticide', async () => {
    await app.dbHandle.db.insert(materialLotTable).values({ fid: s.fid, itemId: s.pesticideId, lotNo: 'P-WO', receivedOn: s.day(-5), expiresOn: s.day(300), qtyReceived: 500, qty: 500 });
    const batchId = await dueTransplant(app, token, s, 1);
    const wo = await started({ op: 'protect', batch_id: batchId, dishes: 1 });
    const protection = { kind: 'pest', target: '蚜虫', item_id: s.pesticideId, dose: '1500 倍液', qty: 20 };
    let r = await post(finishMesWo, { wo_id: wo.wo_id, version: wo.version, dishes: 1 });
    expect(r.status).toBe(400);
    expect(r.body.msg).toContain('protection');
    r = await post(finishMesWo, { wo_id: wo.wo_id, version: wo.version, dishes: 1, protection, labour_min: 15 });
    expect(r.status).toBe(200);
    expect(woOf(r)).toMatchObject({ status: 'done', labour_min: 15 });
    expect(detailOf(r).events).toEqual([expect.objectContaining({ date: s.today })]);
    const b = await batchEvents(app, token, s, batchId);
    expect(b.events.map((e) => e.kind)).toEqual(['sow', 'move', 'protect']);
  });

  it('refuses a machine of another kind for the operation', async () => {
    const line = (await post(saveMesEquip, { kind: 'harvest', name: '采收线 T1', capacity: 500 })).body.data as MesEquip;
    const r = await post(saveMesWo, { ...plan(), op: 'sow', spec_id: s.specId, dishes: 1, to_phase: 'sprouting', to_area_id: s.areas.seedling, eq_id: line.eq_id });
    expect(r.status).toBe(400);
    expect(r.body.msg).toContain('请选择播种机');
  });
});
