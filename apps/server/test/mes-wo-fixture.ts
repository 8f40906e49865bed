import { eq } from 'drizzle-orm';
import type { AnyCall } from '@pfs/domain';
import { getPlantBatchDetail, movePlantBatch } from '@pfs/domain/plant';
import { createFacMember, saveFacRole } from '@pfs/domain/member';
import type { MesWo, MesWoDetail } from '@pfs/domain/mes';
import { userTable } from '../src/modules/user/user.table.js';
import { callRaw, dataOf as replyOf, login, type Res, type TestApp } from './test-app.js';
import { sow, type PlantSetup } from './plant-batch-setup.js';

/** Work-order tests: a batch due for transplanting today, members with part of the codes, and short calls. */

export type BatchEvents = { batch: { version: number; dishes: number; plants: number }; places: { phase: string; area_id: number; dishes: number }[]; events: { kind: string; date: string; dishes: number; dishes_to: number | null }[] };

/** A batch sown 14 days ago and moved to 育苗 12 days ago: its transplant to 栽培 falls due today. */
export async function dueTransplant(app: TestApp, token: string, s: PlantSetup, dishes: number): Promise<number> {
  const b = await sow(app, token, s, { sow_date: s.day(-14), places: [{ area_id: s.areas.seedling, dishes }] });
  const id = b.batch.batch_id;
  const r = await callRaw(
    app,
    movePlantBatch,
    { fid: s.fid, batch_id: id, version: 1, date: s.day(-12), from_phase: 'sprouting', from_area_id: s.areas.seedling, to_phase: 'grow_seedling', to_area_id: s.areas.seedling, dishes },
    token,
  );
  if (r.status !== 200) throw new Error(`move refused: ${r.body.msg}`);
  return id;
}

export async function batchEvents(app: TestApp, token: string, s: PlantSetup, batchId: number): Promise<BatchEvents> {
  return (await callRaw(app, getPlantBatchDetail, { fid: s.fid, batch_id: batchId }, token)).body.data as BatchEvents;
}

/** A member of the factory holding exactly these codes; answers its token and uid. */
export async function memberWith(app: TestApp, owner: string, fid: number, name: string, codes: string[]): Promise<{ token: string; uid: number }> {
  const role = await replyOf(app, saveFacRole, { fid, name, codes } as never, owner);
  const uniNo = `mes${Math.random().toString(36).slice(2, 8)}`;
  await callRaw(app, createFacMember, { fid, uni_no: uniNo, cname: name, password: 'mes-pass-123', role_id: role.role_id }, owner);
  const [u] = await app.dbHandle.db.select().from(userTable).where(eq(userTable.uniNo, uniNo));
  return { token: await login(app, uniNo, 'mes-pass-123'), uid: u!.uid };
}

export const uidOf = async (app: TestApp, uniNo: string) => (await app.dbHandle.db.select().from(userTable).where(eq(userTable.uniNo, uniNo)))[0]!.uid;

/** A call in the factory; any body (some tests send what the server must refuse). */
export const postIn = (app: TestApp, fid: number, token: string) => (def: AnyCall, body: Record<string, unknown>) => callRaw(app, def, { fid, ...body }, token);
export const woOf = (r: Res) => (r.body.data as MesWoDetail).wo;
export const detailOf = (r: Res) => r.body.data as MesWoDetail;
export type { MesWo };
