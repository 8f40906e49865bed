import { eq, inArray } from 'drizzle-orm';
import { EQUIP_KIND_LABELS, WO_OP_EQUIP, WO_OP_LABELS, type WoOp } from '@pfs/domain/mes';
import type { Db } from '../../db/client.js';
import { badRequest, notFound } from '../../lib/app-error.js';
import { firstRow, idsOfFactory } from '../../lib/row-lookups.js';
import { areaTable } from '../facility/index.js';
import { membershipTable } from '../member/index.js';
import { plantBatchEventTable, plantBatchTable } from '../plant/index.js';
import { plantSpecTable } from '../plant-spec/index.js';
import { mesEquipTable } from './mes.table.js';

export type WoRefs = { op: WoOp; batch_id?: number | null; spec_id?: number | null; from_area_id?: number | null; to_area_id?: number | null; uid?: number | null; eq_id?: number | null };

/**
 * What an order names must be the factory's: its batch, spec, areas, person and machine (another factory's ids
 * get 404, like absent ones); a machine must be of the operation's kind. Answers the order's spec.
 */
export async function checkWoRefs(db: Db, fid: number, r: WoRefs): Promise<{ specId: number }> {
  let specId = r.spec_id ?? null;
  if (r.batch_id != null) {
    const b = await firstRow(db, plantBatchTable, eq(plantBatchTable.fid, fid), eq(plantBatchTable.batchId, r.batch_id));
    if (!b) throw notFound(`批次 ${r.batch_id} 不存在`);
    if (b.status === 'del') throw badRequest(`批次 ${b.batchNo} 已删除，不能再安排工单`);
    specId = b.specId;
  } else if (specId !== null) {
    const s = await firstRow(db, plantSpecTable, eq(plantSpecTable.fid, fid), eq(plantSpecTable.specId, specId));
    if (!s) throw notFound(`品种规格 ${specId} 不存在`);
  }
  if (specId === null) throw badRequest('请选择批次或品种规格');
  const areaIds = [r.from_area_id, r.to_area_id].filter((x): x is number => x != null);
  const found = new Set(await idsOfFactory(db, areaTable.areaId, areaTable.fid, fid, areaIds));
  const missing = areaIds.find((id) => !found.has(id));
  if (missing !== undefined) throw notFound(`区域 ${missing} 不存在`);
  if (r.uid != null) {
    const m = await firstRow(db, membershipTable, eq(membershipTable.fid, fid), eq(membershipTable.uid, r.uid), eq(membershipTable.status, 'enabled'));
    if (!m) throw notFound(`成员 ${r.uid} 不存在`);
  }
  if (r.eq_id != null) {
    const e = await firstRow(db, mesEquipTable, eq(mesEquipTable.fid, fid), eq(mesEquipTable.eqId, r.eq_id));
    if (!e) throw notFound(`设备 ${r.eq_id} 不存在`);
    const kind = WO_OP_EQUIP[r.op];
    if (kind === null) throw badRequest(`${WO_OP_LABELS[r.op]}工单由人工完成，不选设备`);
    if (e.kind !== kind) throw badRequest(`设备 ${e.name} 是${EQUIP_KIND_LABELS[e.kind]}，${WO_OP_LABELS[r.op]}工单请选择${EQUIP_KIND_LABELS[kind]}`);
    if (e.status !== 'enabled') throw badRequest(`设备 ${e.name} 已停用`);
  }
  return { specId };
}

/** The batch's version now: a completion records on the batch as it is (the worker does not know its version). */
export async function batchVersion(db: Db, batchId: number): Promise<number> {
  const [b] = await db.select({ v: plantBatchTable.version }).from(plantBatchTable).where(eq(plantBatchTable.batchId, batchId));
  return b?.v ?? 0;
}

/** The batch events of these ids (an order's completions). */
export function eventsOf(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ eventId: plantBatchEventTable.eventId, date: plantBatchEventTable.date, kind: plantBatchEventTable.kind, dishes: plantBatchEventTable.dishes })
    .from(plantBatchEventTable)
    .where(inArray(plantBatchEventTable.eventId, ids));
}
