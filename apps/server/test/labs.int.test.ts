import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CallBody } from '@pfs/domain';
import { deleteLab, getLab, getLabBatchOptions, getLabList, saveLab } from '@pfs/domain/labs';
import { createFacMember, saveFacRole } from '@pfs/domain/member';
import { addDays, getPlantBatchDetail, harvestPlantBatch, movePlantBatch, recordPlantLoss, transplantPlantBatch } from '@pfs/domain/plant';
import { areaClimateTargetTable } from '../src/modules/facility/facility.table.js';
import { hourlyRollupTable } from '../src/modules/iot-ingest/rollup.table.js';
import { seedDemoLabs } from '../src/seed/demo-labs-seed.js';
import { declareSimPoints } from '../src/seed/sim-points.js';
import { DEMO, DEMO_FID, GROWER, NURSERY_FID, callOf, callRaw, createTestApp, dataOf, login, type TestApp } from './test-app.js';
import { useDemoYear } from './demo-year.js';
import { plantSetup, sow, type PlantSetup } from './plant-batch-setup.js';

let app: TestApp;
let demo: string;
let viewer: string;
let grower: string;
let s: PlantSetup;
let a: { id: number; no: string };
let b: { id: number; no: string };

type BatchWrite = typeof movePlantBatch | typeof recordPlantLoss | typeof transplantPlantBatch | typeof harvestPlantBatch;

/** Constant hourly rollups of one room over the days (lights on 16 h from 06:00), as the IoT core writes them. */
async function room(ids: Map<string, number>, sn: string, days: string[], temp: number) {
  const values: Record<string, (h: number) => number> = { air_temp: () => temp, humidity: () => 70, co2: () => 900, ppfd: (h) => (h >= 6 && h < 22 ? 300 : 0) };
  const rows = days.flatMap((day) =>
    Array.from({ length: 24 }, (_, h) => h).flatMap((h) => {
      // Hour h of the day in Shanghai (UTC+8).
      const at = new Date(Date.parse(`${day}T00:00:00Z`) + (h - 8) * 3_600_000);
      return Object.entries(values).map(([code, v]) => ({
        pointId: ids.get(`${sn}/${code}`)!,
        bucket: at,
        ct: 1,
        minV: v(h),
        minTs: at,
        maxV: v(h),
        maxTs: at,
        sumV: v(h),
        firstTs: at,
        firstV: v(h),
        lastTs: at,
        lastV: v(h),
      }));
    }),
  );
  for (let i = 0; i < rows.length; i += 500) await app.dbHandle.db.insert(hourlyRollupTable).values(rows.slice(i, i + 500));
}

/** Sown 10 days ago, sprouted 2 days, seedlings 4 days, then growing in `growArea` for 4 days and today. */
async function grownBatch(seedDishes: number, growArea: number, loss: number) {
  const sown = await sow(app, demo, s, { sow_date: s.day(-10), places: [{ area_id: s.areas.seedling, dishes: seedDishes }] });
  const id = sown.batch.batch_id;
  let version = 1;
  // One write on the batch at its current version (each write raises it).
  const step = async <C extends BatchWrite>(def: C, body: Omit<CallBody<C>, 'fid' | 'batch_id' | 'version'>) => {
    await dataOf(app, def, { fid: DEMO_FID, batch_id: id, version, ...body } as CallBody<C>, demo);
    version += 1;
  };
  await step(movePlantBatch, {
    date: s.day(-8),
    from_phase: 'sprouting',
    from_area_id: s.areas.seedling,
    to_phase: 'grow_seedling',
    to_area_id: s.areas.seedling,
    dishes: seedDishes,
  });
  if (loss > 0) await step(recordPlantLoss, { date: s.day(-6), phase: 'grow_seedling', area_id: s.areas.seedling, dishes: 0, plants: loss, reason: 'disease' });
  await step(transplantPlantBatch, {
    date: s.day(-4),
    from_phase: 'grow_seedling',
    from_area_id: s.areas.seedling,
    to_phase: 'grow',
    to_area_id: growArea,
    dishes: seedDishes,
  });
  return { id, no: sown.batch.batch_no, step };
}

beforeAll(async () => {
  app = await createTestApp();
  demo = await login(app, DEMO.uniNo, DEMO.password);
  grower = await login(app, GROWER.uniNo, GROWER.password);
  const role = await dataOf(app, saveFacRole, { fid: DEMO_FID, name: '实验查看', codes: ['labs.list'] }, demo);
  await callOf(app, createFacMember, { fid: DEMO_FID, uni_no: 'labview01', cname: '实验员', password: 'labview-pass-1', role_id: role.role_id }, demo);
  viewer = await login(app, 'labview01', 'labview-pass-1');

  s = await plantSetup(app);
  const { ids } = await declareSimPoints(app.dbHandle.db, ['demo-seedling', 'demo-grow-1', 'demo-grow-2']);
  const days = Array.from({ length: 11 }, (_, i) => addDays(s.today, i - 10));
  await room(ids, 'demo-seedling', days, 22);
  await room(ids, 'demo-grow-1', days, 26);
  await room(ids, 'demo-grow-2', days, 20);
  await app.dbHandle.db.insert(areaClimateTargetTable).values([{ fid: DEMO_FID, kind: 'grow', tempMin: 18, tempMax: 24, lightHoursMin: 14, dliMin: 15 }]);

  const first = await grownBatch(5, s.areas.grow1, 0);
  await first.step(harvestPlantBatch, { date: s.today, phase: 'grow', area_id: s.areas.grow1, dishes: 10, grades: [{ grade: 'A', kg: 25 }] });
  a = first;
  const second = await grownBatch(3, s.areas.grow2, 30);
  await second.step(harvestPlantBatch, {
    date: s.today,
    phase: 'grow',
    area_id: s.areas.grow2,
    dishes: 8,
    grades: [
      { grade: 'A', kg: 16 },
      { grade: 'B', kg: 2 },
    ],
  });
  b = second;
}, 120_000);
afterAll(() => app.stop());

const trialBody = () => ({
  name: '栽培室温度对比',
  goal: '26 ℃ 与 20 ℃ 下意大利生菜的单盘产量',
  status: 'running' as const,
  start_date: s.day(-10),
  batches: [
    { batch_id: a.id, label: '栽培一区 26 ℃' },
    { batch_id: b.id, label: '栽培二区 20 ℃' },
  ],
});

describe('实验 (labs)', () => {
  it('creates a trial, lists it by crop, status and words, and edits it', async () => {
    const r = await callOf(app, saveLab, { fid: DEMO_FID, ...trialBody() }, demo);
    expect(r.body.msg).toBe('实验已创建');
    const t = r.body.data!;
    expect(t).toMatchObject({ name: '栽培室温度对比', status: 'running', dish_m2: 0.18, end_date: null, created_by_name: expect.any(String) });
    expect(t.batches.map((x) => [x.batch_no, x.crop, x.label])).toEqual([
      [a.no, '生菜', '栽培一区 26 ℃'],
      [b.no, '生菜', '栽培二区 20 ℃'],
    ]);

    const names = async (f: Partial<CallBody<typeof getLabList>>) =>
      (await dataOf(app, getLabList, { fid: DEMO_FID, page: 1, size: 10, ...f }, demo)).items.map((x) => x.name);
    expect(await names({})).toContain('栽培室温度对比');
    expect(await names({ crop: '生菜', status: 'running' })).toEqual(['栽培室温度对比']);
    expect(await names({ crop: '番茄' })).toEqual([]);
    expect(await names({ status: 'done' })).toEqual([]);
    expect(await names({ kw: '20 ℃' })).toEqual(['栽培室温度对比']);
    expect(await names({ kw: b.no })).toEqual(['栽培室温度对比']);
    expect(await names({ kw: '不存在的词' })).toEqual([]);

    const edited = await callOf(
      app,
      saveLab,
      { fid: DEMO_FID, ...trialBody(), trial_id: t.trial_id, status: 'done', end_date: s.today, dish_m2: 0.25, batches: [...trialBody().batches].reverse() },
      demo,
    );
    expect(edited.body.msg).toBe('实验已保存');
    expect(edited.body.data!).toMatchObject({ status: 'done', end_date: s.today, dish_m2: 0.25 });
    expect(edited.body.data!.batches.map((x) => x.batch_id)).toEqual([b.id, a.id]);
  });

  it('shows the batches side by side: phases, yield per dish and m², losses and the climate of their rooms', async () => {
    const t = await dataOf(app, saveLab, { fid: DEMO_FID, ...trialBody(), name: '并列对比' }, demo);
    const d = await dataOf(app, getLab, { fid: DEMO_FID, trial_id: t.trial_id }, viewer);
    expect(d.columns.map((c) => c.label)).toEqual(['栽培一区 26 ℃', '栽培二区 20 ℃']);
    const [ca, cb] = d.columns;
    expect(ca!.phases.slice(0, 3).map((p) => [p.phase, p.plants_per_dish, p.planned_days, p.actual_days, p.areas.map((x) => x.name)])).toEqual([
      ['sprouting', 120, 2, 2, ['育苗室']],
      ['grow_seedling', 120, 12, 4, ['育苗室']],
      ['grow', 24, 21, 4, ['栽培一区']],
    ]);
    expect(ca!.phases[2]!.targets).toMatchObject({ kind: 'grow', temp_min: 18, dli_min: 15 });
    expect(cb!.phases[2]!.areas.map((x) => x.name)).toEqual(['栽培二区']);
    // 25 kg from 10 dishes; 18 kg from 8 dishes; over a 0.18 m² dish.
    expect([ca!.kg, ca!.kg_per_dish, ca!.kg_per_m2]).toEqual([25, 2.5, 13.89]);
    expect([cb!.kg, cb!.kg_per_dish, cb!.kg_per_m2]).toEqual([18, 2.25, 12.5]);
    expect([ca!.plants_lost, ca!.loss_pct, ca!.losses]).toEqual([0, 0, []]);
    expect([cb!.plants_sown, cb!.plants_lost, cb!.loss_pct, cb!.losses]).toEqual([360, 30, 8.3, [{ reason: 'disease', plants: 30 }]]);
    // 6 days (144 h) at 22 ℃ in the seedling room, then 5 days (120 h, today included) in the growing room.
    expect(ca!.climate).toMatchObject({ air_temp: 23.82, humidity: 70, co2: 900, hours: 264, light_hours: 16 });
    expect(cb!.climate.air_temp).toBe(21.09);
    expect(ca!.climate.dli).toBeCloseTo(17.28, 2);
    expect(ca!.days.map((x) => x.day)).toEqual(Array.from({ length: 11 }, (_, i) => s.day(i - 10)));
    expect(ca!.days.at(-2)).toMatchObject({ phase: 'grow', air_temp: 26 });
    expect(cb!.days.at(-2)).toMatchObject({ phase: 'grow', air_temp: 20 });
  });

  it('reads with labs.list, changes with labs.edit only', async () => {
    const t = await dataOf(app, saveLab, { fid: DEMO_FID, ...trialBody(), name: '权限实验' }, demo);
    expect((await callOf(app, getLabList, { fid: DEMO_FID, page: 1, size: 10 }, viewer)).status).toBe(200);
    expect((await callOf(app, getLabList, { fid: DEMO_FID, page: 1, size: 10 }, grower)).status).toBe(403);
    expect((await callOf(app, getLab, { fid: DEMO_FID, trial_id: t.trial_id }, grower)).status).toBe(403);
    for (const [def, body] of [
      [saveLab, trialBody()],
      [deleteLab, { trial_id: t.trial_id }],
      [getLabBatchOptions, {}],
    ] as const) {
      const r = await callRaw(app, def, { fid: DEMO_FID, ...body }, viewer);
      expect([def.url, r.status]).toEqual([def.url, 403]);
      expect(r.body.msg).toContain('labs.edit');
    }
    const opts = await dataOf(app, getLabBatchOptions, { fid: DEMO_FID, kw: a.no }, demo);
    expect(opts.map((o) => o.batch_id)).toEqual([a.id]);

    const del = await callOf(app, deleteLab, { fid: DEMO_FID, trial_id: t.trial_id }, demo);
    expect([del.status, del.body.msg]).toEqual([200, '实验「权限实验」已删除']);
    expect((await callOf(app, getLab, { fid: DEMO_FID, trial_id: t.trial_id }, demo)).status).toBe(404);
    // The batches stay.
    expect((await callOf(app, getPlantBatchDetail, { fid: DEMO_FID, batch_id: a.id }, demo)).status).toBe(200);
  });

  it('keeps trials and batches to their factory', async () => {
    const t = await dataOf(app, saveLab, { fid: DEMO_FID, ...trialBody(), name: '本厂实验' }, demo);
    // The demo member belongs to the nursery too: this factory's batches are not the nursery's.
    const foreign = await callRaw(app, saveLab, { ...trialBody(), fid: NURSERY_FID }, demo);
    expect([foreign.status, foreign.body.msg]).toEqual([404, `批次 ${a.id} 不存在或不属于本工厂`]);
    for (const def of [getLab, deleteLab]) {
      const r = await callOf(app, def, { fid: NURSERY_FID, trial_id: t.trial_id }, demo);
      expect([def.url, r.status, r.body.msg]).toEqual([def.url, 404, `实验 ${t.trial_id} 不存在或不属于本工厂`]);
    }
    const moved = await callRaw(app, saveLab, { ...trialBody(), fid: NURSERY_FID, trial_id: t.trial_id }, demo);
    expect(moved.status).toBe(404);
    const nurseryList = await dataOf(app, getLabList, { fid: NURSERY_FID, page: 1, size: 50 }, demo);
    expect(nurseryList.items.map((x) => x.name)).not.toContain('本厂实验');
    const unknown = await callOf(
      app,
      saveLab,
      { fid: DEMO_FID, ...trialBody(), batches: [trialBody().batches[0]!, { batch_id: 999_999, label: '不存在' }] },
      demo,
    );
    expect([unknown.status, unknown.body.msg]).toEqual([404, '批次 999999 不存在或不属于本工厂']);
  });

  it('refuses bad input with a Chinese message naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '实' }, '实验名称至少 2 个字'],
      [{ batches: [trialBody().batches[0]] }, '对比批次至少 2 个'],
      [{ batches: Array.from({ length: 9 }, (_, i) => ({ batch_id: i + 1, label: `L${i}` })) }, '对比批次最多 8 个'],
      [{ batches: [trialBody().batches[0], trialBody().batches[0]] }, '同一批次在实验中只能出现一次'],
      [{ batches: [trialBody().batches[0], { batch_id: b.id, label: ' ' }] }, '请为每个批次填写对比变量'],
      [{ batches: [trialBody().batches[0], { batch_id: 'abc', label: 'x' }] }, '批次编号 batch_id'],
      [{ end_date: s.day(-20) }, '结束日期 end_date 不能早于开始日期'],
      [{ start_date: '2026-02-30' }, '开始日期 start_date'],
      [{ status: 'paused' }, '实验状态 status 只能是'],
      [{ dish_m2: 0 }, '每盘面积 dish_m2'],
      [{ batches: 'all' }, '对比批次 batches'],
    ];
    for (const [patch, msg] of cases) {
      const r = await callRaw(app, saveLab, { fid: DEMO_FID, ...trialBody(), ...patch }, demo);
      expect([JSON.stringify(patch), r.status]).toEqual([JSON.stringify(patch), 400]);
      expect(r.body.msg).toContain(msg);
    }
    const list = await callRaw(app, getLabList, { fid: DEMO_FID, page: 1, size: 10, status: 'x' }, demo);
    expect([list.status, list.body.msg]).toEqual([400, expect.stringContaining('实验状态 status')]);
    expect((await callRaw(app, getLab, { fid: DEMO_FID, trial_id: -1 }, demo)).status).toBe(400);
  });
});

/** The demo year's trials: chosen by rule from its batches, each opening side by side. */
describe('the demo factory’s trials', () => {
  let demoApp: TestApp, token: string;

  useDemoYear([seedDemoLabs], (s) => ([demoApp, token] = s));

  it('has three trials of 2–8 batches each, the heat-wave one comparing the two growing rooms', async () => {
    const list = await dataOf(demoApp, getLabList, { fid: DEMO_FID, page: 1, size: 20 }, token);
    expect(list.items.map((t) => [t.name, t.status]).sort()).toEqual([
      ['意大利生菜与奶油生菜品种对比', 'done'],
      ['意大利生菜新光照配方（v2）验证', 'running'],
      ['高温期栽培一区与栽培二区产量对比', 'done'],
    ]);
    for (const t of list.items) expect(t.batches.length).toBeGreaterThanOrEqual(2);
    const heat = list.items.find((t) => t.name.startsWith('高温期'))!;
    const d = await dataOf(demoApp, getLab, { fid: DEMO_FID, trial_id: heat.trial_id }, token);
    expect(d.columns.map((c) => c.phases.find((p) => p.phase === 'grow')!.areas.map((a) => a.name))).toEqual([
      ['栽培一区'],
      ['栽培一区'],
      ['栽培二区'],
      ['栽培二区'],
    ]);
    for (const c of d.columns) {
      expect(c.status).toBe('closed');
      expect(c.kg_per_dish).toBeGreaterThan(1);
      expect(c.kg_per_m2).toBeCloseTo(c.kg_per_dish! / 0.18, 1);
    }
    const recipe = list.items.find((t) => t.name.includes('v2'))!;
    expect(recipe.batches.map((b) => b.label.slice(0, 2))).toEqual(['v1', 'v1', 'v2', 'v2']);
  });
});
