import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AnyCall } from '@pfs/domain';
import {
  createPlantBatch,
  deletePlantBatch,
  getPlantBatchDetail,
  getPlantBatchList,
  harvestPlantBatch,
  movePlantBatch,
  recordPlantLoss,
  storePlantHarvest,
  transplantPlantBatch,
} from '@pfs/domain/plant';
import { callRaw, DEMO, startWithSessions, type TestApp } from './test-app.js';
import { dataOf, plantSetup, protectBatch, sow, type PlantSetup } from './plant-batch-setup.js';

type Detail = {
  batch: { batch_id: number; batch_no: string; version: number; status: string; phase: string | null; dishes: number; plants: number; plants_sown: number; plants_lost: number; plants_harvested: number; kg_harvested: number; closed_on: string | null; safe_from: string | null };
  places: { phase: string; area_id: number; area_name: string; dishes: number; plants: number }[];
  events: { kind: string; date: string; dishes: number; dishes_to: number | null; plants: number; kg: number | null; grades: { grade: string; kg: number }[]; reason: string | null; operator_name: string }[];
  harvest: { kg: number; by_grade: { grade: string; name: string; kg: number }[]; kg_per_dish: number | null; kg_by_phase: Record<string, number> };
  seed_issues: { lot_id: number; lot_no: string; qty: number; unit: string }[];
  plan: { phase: string; actual_start: string | null; actual_end: string | null }[];
};

let app: TestApp, token: string;
let s: PlantSetup;

beforeAll(async () => {
  [app, token] = await startWithSessions([DEMO]);
  s = await plantSetup(app);
}, 60_000);
afterAll(() => app.stop());

/** A call in the setup factory, any body (several check what the server refuses); one reply type for all. */
const post = (def: AnyCall, body: Record<string, unknown>) => callRaw(app, def, { fid: s.fid, ...body }, token);
const detail = async (batchId: number) => dataOf<Detail>(await post(getPlantBatchDetail, { batch_id: batchId }));
const sum = (xs: { dishes: number; plants: number }[], k: 'dishes' | 'plants') => xs.reduce((a, x) => a + x[k], 0);

/** Every count of the batch balances: plants, dishes standing, kilograms. */
async function conserved(batchId: number): Promise<Detail> {
  const d = await detail(batchId);
  const b = d.batch;
  expect(b.plants_sown).toBe(b.plants + b.plants_lost + b.plants_harvested);
  expect(sum(d.places, 'dishes')).toBe(b.dishes);
  expect(sum(d.places, 'plants')).toBe(b.plants);
  const kg = d.harvest.kg_by_phase;
  expect(Math.round((kg.pick! + kg.tmp_storage! + kg.storage!) * 1000)).toBe(Math.round(d.harvest.kg * 1000));
  return d;
}

describe('a batch from sowing to storage', () => {
  it('sows, moves, loses, transplants, harvests by grade, closes and stores, balancing after every step', async () => {
    const d0 = s.day(-40);
    const sown = await sow(app, token, s, { sow_date: d0, places: [{ area_id: s.areas.seedling, dishes: 10 }], remark: '春茬' });
    const id = sown.batch.batch_id;
    expect(sown.batch).toMatchObject({ batch_no: `B${d0.replaceAll('-', '')}-01`, status: 'active', phase: 'sprouting', dishes: 10, plants: 1200, version: 1 });
    expect(sown.places).toEqual([expect.objectContaining({ phase: 'sprouting', area_id: s.areas.seedling, area_name: '育苗室', dishes: 10, plants: 1200 })]);
    // 10 dishes × 130 seeds: the lot expiring first is used up before the other is opened.
    expect(sown.seed_issues).toEqual([
      { lot_id: s.lots.late, lot_no: 'S-LATE', qty: 300, unit: '粒' },
      { lot_id: s.lots.soon, lot_no: 'S-SOON', qty: 1000, unit: '粒' },
    ]);
    await conserved(id);

    let r = await post(movePlantBatch, { batch_id: id, version: 1, date: s.day(-38), from_phase: 'sprouting', from_area_id: s.areas.seedling, to_phase: 'grow_seedling', to_area_id: s.areas.seedling, dishes: 10 });
    expect(r.status).toBe(200);
    expect(dataOf(r).batch).toMatchObject({ phase: 'grow_seedling', version: 2 });
    await conserved(id);

    r = await post(recordPlantLoss, { batch_id: id, version: 2, date: s.day(-35), phase: 'grow_seedling', area_id: s.areas.seedling, dishes: 0, plants: 50, reason: 'disease' });
    expect(r.status).toBe(200);
    expect(dataOf(r).batch).toMatchObject({ plants: 1150, plants_lost: 50, version: 3 });
    await conserved(id);

    // 1150 seedlings fill ⌈1150 ÷ 24⌉ = 48 growing dishes; the plant count is kept.
    r = await post(transplantPlantBatch, { batch_id: id, version: 3, date: s.day(-26), from_phase: 'grow_seedling', from_area_id: s.areas.seedling, to_phase: 'grow', to_area_id: s.areas.grow1, dishes: 10 });
    expect(r.status).toBe(200);
    expect(dataOf(r).places).toEqual([expect.objectContaining({ phase: 'grow', area_id: s.areas.grow1, dishes: 48, plants: 1150 })]);
    await conserved(id);

    await protectBatch(app, s, id, s.day(-10), 7);
    r = await post(harvestPlantBatch, { batch_id: id, version: 5, date: s.day(-7), phase: 'grow', area_id: s.areas.grow1, dishes: 20, grades: [{ grade: 'A', kg: 30 }] });
    expect(r.status).toBe(400);
    expect(r.body.msg).toBe(`批次 ${sown.batch.batch_no} 在 ${s.day(-10)} 施用了 吡虫啉，安全间隔期 7 天，至 ${s.day(-4)} 结束，${s.day(-3)} 起才能采收`);

    r = await post(harvestPlantBatch, { batch_id: id, version: 5, date: s.day(-3), phase: 'grow', area_id: s.areas.grow1, dishes: 20, grades: [{ grade: 'A', kg: 30 }, { grade: 'B', kg: 10.5 }] });
    expect(r.status).toBe(200);
    expect(dataOf(r).batch).toMatchObject({ status: 'active', plants_harvested: 479, kg_harvested: 40.5, phase: 'grow' });
    await conserved(id);

    r = await post(harvestPlantBatch, { batch_id: id, version: 6, date: s.day(-2), phase: 'grow', area_id: s.areas.grow1, dishes: 28, grades: [{ grade: 'A', kg: 50 }] });
    expect(r.status).toBe(200);
    expect(dataOf(r).batch).toMatchObject({ status: 'closed', closed_on: s.day(-2), phase: 'pick', dishes: 0, plants: 0, plants_harvested: 1150, kg_harvested: 90.5 });
    expect(dataOf(r).places).toEqual([]);
    await conserved(id);

    r = await post(movePlantBatch, { batch_id: id, version: 7, date: s.day(-1), from_phase: 'grow', from_area_id: s.areas.grow1, to_phase: 'grow', to_area_id: s.areas.grow2, dishes: 1 });
    expect(r.status).toBe(400);
    expect(r.body.msg).toContain(`已于 ${s.day(-2)} 结束`);

    r = await post(storePlantHarvest, { batch_id: id, version: 7, date: s.day(-1), from_phase: 'pick', to_phase: 'tmp_storage', kg: 90.5 });
    expect(r.status).toBe(200);
    r = await post(storePlantHarvest, { batch_id: id, version: 8, date: s.today, from_phase: 'tmp_storage', to_phase: 'storage', kg: 100 });
    expect(r.status).toBe(400);
    expect(r.body.msg).toBe(`批次 ${sown.batch.batch_no} 在「暂存」只有 90.5 kg，不能转存 100 kg`);
    r = await post(storePlantHarvest, { batch_id: id, version: 8, date: s.today, from_phase: 'tmp_storage', to_phase: 'storage', kg: 90.5 });
    expect(r.status).toBe(200);
    expect(dataOf(r).batch).toMatchObject({ phase: 'storage', version: 9 });

    const d = await conserved(id);
    expect(d.harvest).toMatchObject({
      kg: 90.5,
      by_grade: [
        { grade: 'A', name: '一级', kg: 80 },
        { grade: 'B', name: '二级', kg: 10.5 },
      ],
      kg_per_dish: 1.885,
      kg_by_phase: { pick: 0, tmp_storage: 0, storage: 90.5 },
    });
    expect(d.events.map((e) => e.kind)).toEqual(['sow', 'move', 'loss', 'transplant', 'protect', 'pick', 'pick', 'store', 'store']);
    expect(d.events[2]).toMatchObject({ reason: 'disease', plants: 50, operator_name: '张厂长' });
    expect(d.events[3]).toMatchObject({ dishes: 10, dishes_to: 48, plants: 1150 });
    expect(d.events[5]!.grades).toEqual([
      { grade: 'A', kg: 30 },
      { grade: 'B', kg: 10.5 },
    ]);
    expect(d.plan.find((p) => p.phase === 'grow')).toMatchObject({ actual_start: s.day(-26), actual_end: s.day(-2) });
  });
});

describe('refusals name the limit', () => {
  let id: number;
  let no: string;
  beforeAll(async () => {
    const b = await sow(app, token, s, { sow_date: s.day(-5), places: [{ area_id: s.areas.seedling, dishes: 10 }], batch_no: 'R-1' });
    id = b.batch.batch_id;
    no = b.batch.batch_no;
  });
  const move = (body: Record<string, unknown>) =>
    post(movePlantBatch, { batch_id: id, version: 1, date: s.day(-3), from_phase: 'sprouting', from_area_id: s.areas.seedling, to_phase: 'grow_seedling', to_area_id: s.areas.seedling, dishes: 4, ...body });

  it('more dishes than the batch has there', async () => {
    const r = await move({ dishes: 20 });
    expect(r.status).toBe(400);
    expect(r.body.msg).toBe(`批次 ${no} 在 育苗室（催芽阶段）只有 10 盘，不能移动 20 盘`);
  });

  it('a day before sowing, a day in the future', async () => {
    let r = await move({ date: s.day(-6) });
    expect(r.status).toBe(400);
    expect(r.body.msg).toBe(`日期 ${s.day(-6)} 早于批次 ${no} 的播种日期 ${s.day(-5)}`);
    r = await move({ date: s.day(1) });
    expect(r.status).toBe(400);
    expect(r.body.msg).toBe(`日期 ${s.day(1)} 晚于今天（${s.today}），不能记录未来的操作`);
    r = await post(createPlantBatch, { spec_id: s.specId, sow_date: s.day(1), places: [{ area_id: s.areas.seedling, dishes: 1 }] });
    expect(r.status).toBe(400);
    expect(r.body.msg).toContain('晚于今天');
  });

  it('a step the template does not allow, an area of the wrong kind', async () => {
    let r = await move({ to_phase: 'grow', to_area_id: s.areas.grow1 });
    expect(r.status).toBe(400);
    expect(r.body.msg).toBe('「催芽」阶段之后只能在「催芽」阶段换区域或移动到「育苗」，不能移动到「生长」');
    r = await post(createPlantBatch, { spec_id: s.specId, sow_date: s.today, places: [{ area_id: s.areas.grow1, dishes: 1 }] });
    expect(r.status).toBe(400);
    expect(r.body.msg).toBe('「催芽」阶段应放在育苗类区域，栽培一区 是栽培类区域');
  });

  it('a full area: the free positions are named', async () => {
    // 育苗室 has 100 positions and holds this batch's 10 dishes (and possibly others'): asking for all 100 cannot fit.
    const r = await post(createPlantBatch, { spec_id: s.specId, sow_date: s.today, places: [{ area_id: s.areas.seedling, dishes: 100 }] });
    expect(r.status).toBe(400);
    expect(r.body.msg).toMatch(/^育苗室 现在已有 (\d+) 盘（共 100 个盘位），只剩 (\d+) 个空位，不能放入 100 盘$/);
    const [, have, free] = /已有 (\d+) 盘.*只剩 (\d+) 个空位/.exec(r.body.msg)!;
    expect(Number(have) + Number(free)).toBe(100);
  });

  it('a grade the spec does not have, a harvest outside the last growing phase', async () => {
    const r = await post(harvestPlantBatch, { batch_id: id, version: 1, date: s.today, phase: 'sprouting', area_id: s.areas.seedling, dishes: 1, grades: [{ grade: 'C', kg: 1 }] });
    expect(r.status).toBe(400);
    expect(r.body.msg).toBe('等级 C 不是该品种规格的等级，可选：A 一级、B 二级');
    const r2 = await post(harvestPlantBatch, { batch_id: id, version: 1, date: s.today, phase: 'sprouting', area_id: s.areas.seedling, dishes: 1, grades: [{ grade: 'A', kg: 1 }] });
    expect(r2.status).toBe(400);
    expect(r2.body.msg).toContain('不能采收');
  });

  it('a duplicate batch number', async () => {
    const r = await post(createPlantBatch, { spec_id: s.specId, sow_date: s.today, places: [{ area_id: s.areas.seedling, dishes: 1 }], batch_no: 'R-1' });
    expect(r.status).toBe(409);
    expect(r.body.msg).toBe('批次号 R-1 已存在，请换一个');
  });

  it('a stale version answers 409 with the batch as it now is', async () => {
    const ok = await move({ dishes: 1 });
    expect(ok.status).toBe(200);
    const r = await move({ dishes: 1 });
    expect(r.status).toBe(409);
    expect(r.body.msg).toBe(`批次 ${no} 已被其他人更新，请按最新状态重新操作`);
    expect(dataOf(r).batch.version).toBe(2);
    expect(dataOf(r).places).toEqual([expect.objectContaining({ phase: 'sprouting', dishes: 9 }), expect.objectContaining({ phase: 'grow_seedling', dishes: 1 })]);
  });

  it('a deleted batch leaves its area, keeps its counts and takes no more events', async () => {
    const b = await sow(app, token, s, { sow_date: s.today, places: [{ area_id: s.areas.seedling, dishes: 2 }] });
    let r = await post(deletePlantBatch, { batch_id: b.batch.batch_id, reason: '录入错误' });
    expect(r.status).toBe(200);
    expect(r.body.msg).toBe('批次已删除');
    const d = await detail(b.batch.batch_id);
    expect(d.batch).toMatchObject({ status: 'del', plants_sown: 240 });
    expect(d.places).toEqual([]);
    r = await post(movePlantBatch, { batch_id: b.batch.batch_id, version: 1, date: s.today, from_phase: 'sprouting', from_area_id: s.areas.seedling, to_phase: 'grow_seedling', to_area_id: s.areas.seedling, dishes: 1 });
    expect(r.status).toBe(400);
    expect(r.body.msg).toBe(`批次 ${b.batch.batch_no} 已删除，不能再操作`);
    r = await post(deletePlantBatch, { batch_id: b.batch.batch_id, reason: '录入错误' });
    expect(r.status).toBe(400);
    const list = dataOf<{ items: { batch_id: number }[] }>(await post(getPlantBatchList, {}));
    expect(list.items.map((i) => i.batch_id)).not.toContain(b.batch.batch_id);
  });
});

describe('seed', () => {
  it('too little seed refuses the sowing naming what is left, and leaves no batch behind', async () => {
    const before = dataOf<{ total_ct: number }>(await post(getPlantBatchList, {})).total_ct;
    const r = await post(createPlantBatch, { spec_id: s.specId, sow_date: s.today, places: [{ area_id: s.areas.seedling, dishes: 50 }] });
    expect(r.status).toBe(400);
    expect(r.body.msg).toMatch(/^种子 意大利生菜种子库存不足：需要 6,500 粒，只剩 [\d,]+ 粒$/);
    expect(dataOf<{ total_ct: number }>(await post(getPlantBatchList, {})).total_ct).toBe(before);
  });

  it('a lot the user picks is the one issued', async () => {
    const b = await sow(app, token, s, { sow_date: s.today, places: [{ area_id: s.areas.seedling, dishes: 1 }], seed_lot_id: s.lots.late });
    expect((b as unknown as Detail).seed_issues).toEqual([{ lot_id: s.lots.late, lot_no: 'S-LATE', qty: 130, unit: '粒' }]);
  });
});

describe('two people at once', () => {
  it('moving the same batch: one wins, the other gets 409 carrying the winner’s state', async () => {
    const b = await sow(app, token, s, { sow_date: s.day(-3), places: [{ area_id: s.areas.seedling, dishes: 6 }] });
    const move = (dishes: number) =>
      post(movePlantBatch, { batch_id: b.batch.batch_id, version: 1, date: s.day(-1), from_phase: 'sprouting', from_area_id: s.areas.seedling, to_phase: 'grow_seedling', to_area_id: s.areas.seedling, dishes });
    const [x, y] = await Promise.all([move(4), move(3)]);
    expect([x.status, y.status].sort()).toEqual([200, 409]);
    const [won, lost] = x.status === 200 ? [x, y] : [y, x];
    expect(dataOf(lost).batch.version).toBe(2);
    expect(dataOf(lost).places).toEqual(dataOf(won).places);
    const d = await conserved(b.batch.batch_id);
    expect(d.events.filter((e) => e.kind === 'move')).toHaveLength(1);
  });

  it('two batches filling the last positions of one area: the second sees the first and is refused', async () => {
    // Each transplants 3 seedling dishes (360 plants) into 15 growing dishes; 栽培二区 has 20 positions.
    const ready = async () => {
      const b = await sow(app, token, s, { sow_date: s.day(-3), places: [{ area_id: s.areas.seedling, dishes: 3 }] });
      const r = await post(movePlantBatch, { batch_id: b.batch.batch_id, version: 1, date: s.day(-2), from_phase: 'sprouting', from_area_id: s.areas.seedling, to_phase: 'grow_seedling', to_area_id: s.areas.seedling, dishes: 3 });
      expect(r.status).toBe(200);
      return b.batch.batch_id;
    };
    const [x, y] = [await ready(), await ready()];
    const transplant = (id: number) =>
      post(transplantPlantBatch, { batch_id: id, version: 2, date: s.day(-1), from_phase: 'grow_seedling', from_area_id: s.areas.seedling, to_phase: 'grow', to_area_id: s.areas.grow2, dishes: 3 });
    const results = await Promise.all([transplant(x), transplant(y)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
    expect(results.find((r) => r.status === 400)!.body.msg).toBe(`栽培二区 在 ${s.day(-1)} 已有 15 盘（共 20 个盘位），只剩 5 个空位，不能放入 15 盘`);
  });
});
