import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, notInArray } from 'drizzle-orm';
import { addDays, getPlantBatchDetail, getPlantDueMoveList } from '@pfs/domain/plant';
import { statsEmbed } from '@pfs/domain/stats';
import { areaTable } from '../src/modules/facility/facility.table.js';
import { DEMO, DEMO_FID, GROWER, dataOf, startWithSessions, type TestApp } from './test-app.js';
import { plantHistory, type Planting } from './plant-record-fixture.js';

/**
 * A due transplant the server would refuse for want of room: B2 (2 seedling dishes, 200 plants) is due in 栽培
 * today and needs 20 growing dishes. The factory's only grow rooms are the fixture's two: 栽培测试二区 is full
 * with B4's 20 dishes (planned to be picked in 10 days), 栽培测试一区 has 10 positions.
 */
let app: TestApp, demo: string, grower: string;
let p: Planting;

const dueB2 = async () => {
  const due = await dataOf(app, getPlantDueMoveList, { fid: DEMO_FID, page: 1, size: 100 }, grower);
  return due.items.find((i) => i.batch_id === p.batches.b2)!;
};
const detailB2 = () => dataOf(app, getPlantBatchDetail, { fid: DEMO_FID, batch_id: p.batches.b2 }, grower);
const grid = (areaId: number, racks: number, layers: number, positions: number) =>
  app.dbHandle.db.update(areaTable).set({ racks, layers, positionsPerLayer: positions }).where(eq(areaTable.areaId, areaId));

beforeAll(async () => {
  [app, demo, grower] = await startWithSessions([DEMO, GROWER]);
  p = await plantHistory(app, demo);
  // Only the fixture's grow rooms take dishes, so the demo's own rooms do not offer room.
  await app.dbHandle.db
    .update(areaTable)
    .set({ status: 'disabled' })
    .where(and(eq(areaTable.fid, DEMO_FID), eq(areaTable.kind, 'grow'), notInArray(areaTable.areaId, [p.areas.grow1, p.areas.grow2])));
  await grid(p.areas.grow1, 1, 1, 10);
  await grid(p.areas.grow2, 1, 2, 10);
});
afterAll(() => app.stop());

describe('a due transplant with no room in any grow room', () => {
  it('is blocked on the to-do lists with the need, the best room and the day B4 leaves', async () => {
    const item = await dueB2();
    expect(item).toMatchObject({
      next_kind: 'transplant',
      next_phase: 'grow',
      blocked: { reason: `栽培区已满：需 20 盘，空位最多 10 盘（栽培测试一区${p.tag}）`, until: addDays(p.today, 10) },
    });
    const dash = (await dataOf(app, statsEmbed, { fid: DEMO_FID }, grower)).planting!;
    expect(dash.due.items.find((i) => i.batch_id === p.batches.b2)?.blocked?.until).toBe(addDays(p.today, 10));
    // The batch page says the same on its 移栽 button.
    expect((await detailB2()).next_block).toEqual({ kind: 'transplant', reason: item.blocked!.reason, until: addDays(p.today, 10) });
  });

  it('says 待腾出空位 without a date when nothing there is planned to leave in time', async () => {
    await grid(p.areas.grow2, 1, 1, 20);
    await app.dbHandle.db.update(areaTable).set({ status: 'disabled' }).where(eq(areaTable.areaId, p.areas.grow2));
    expect((await dueB2()).blocked).toEqual({ reason: `栽培区已满：需 20 盘，空位最多 10 盘（栽培测试一区${p.tag}），待腾出空位`, until: null });
  });

  it('is not blocked once a grow room has room for the dishes', async () => {
    await grid(p.areas.grow1, 4, 5, 10);
    expect((await dueB2()).blocked).toBeNull();
    expect((await detailB2()).next_block).toBeNull();
  });
});
