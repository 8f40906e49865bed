import * as mes from '@pfs/domain/mes';
import { plantSpecTable } from '../src/modules/plant-spec/plant-spec.table.js';
import { mesWoTable } from '../src/modules/mes/mes.table.js';
import { DEMO, DEMO_FID, dataOf, useSessions, type TestApp } from './test-app.js';

/** The production-equipment tests' app, demo session and the helpers they share. */
export function useMesApp() {
  const ctx = { app: undefined as unknown as TestApp, demo: '' };
  useSessions([DEMO], (s) => {
    [ctx.app, ctx.demo] = s;
  });
  const db = () => ctx.app.dbHandle.db;
  const machine = (b: Partial<mes.SaveMesEquipBody> & { name: string }) =>
    dataOf(ctx.app, mes.saveMesEquip, { fid: DEMO_FID, kind: 'sow', capacity: 300, ...b } as mes.SaveMesEquipBody, ctx.demo);
  const live = (page: mes.MesEquipPage = 'index1') => dataOf(ctx.app, mes.getMesLive, { fid: DEMO_FID, page }, ctx.demo);
  return {
    ctx,
    db,
    today: () => ctx.app.services.clock.today(),
    machine,
    live,
    liveOf: async (eqId: number, page: mes.MesEquipPage = 'index1') => (await live(page)).machines.find((m) => m.equip.eq_id === eqId)!,
    order: (eqId: number, woNo: string, o: OrderOpts = {}) => order(db(), eqId, woNo, o),
  };
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** `plan`: the planned window (default: the hour before now to the hour after). */
type OrderOpts = { doneAt?: Date; reject?: number; plan?: [Date, Date] };

/** A work order of the machine, written directly (the work-order calls are another module's). */
async function order(db: TestApp['dbHandle']['db'], eqId: number, woNo: string, o: OrderOpts) {
  const [spec] = await db
    .insert(plantSpecTable)
    .values({ fid: DEMO_FID, crop: '生菜', variety: `工单测试 ${woNo}` })
    .returning();
  const [w] = await db
    .insert(mesWoTable)
    .values({
      fid: DEMO_FID,
      woNo,
      op: 'sow',
      source: 'hand',
      status: o.doneAt ? 'done' : 'doing',
      specId: spec!.specId,
      dishes: 1200,
      planStart: o.plan?.[0] ?? new Date(Date.now() - 3_600_000),
      planEnd: o.plan?.[1] ?? new Date(Date.now() + 3_600_000),
      eqId,
      doneAt: o.doneAt ?? null,
      reject: o.reject ?? 0,
    })
    .returning();
  return w!.woId;
}
