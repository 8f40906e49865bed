import {
  applyEvent,
  checkEventPolicy,
  dishTypeOf,
  emptyBatchState,
  firstPhase,
  fmtQty,
  fromMilli,
  plantsPerDish,
  toMilli,
  type BatchEvent,
  type CreateBatchBody,
  type Names,
} from '@pfs/domain/plant';
import { badRequest, conflict, notFound } from '../../lib/app-error.js';
import { nextNumber } from '../../lib/next-number.js';
import type { BatchReader } from './plant-batch-reader.js';
import { eventColumns } from './plant-event-codec.js';
import { areaInfo, checkAreasKnown, checkCapacity } from './plant-event-checks.js';
import type { PlantRepository, Tx } from './plant.repository.js';
import { projectState } from './plant-view.js';

export type SeedIssueRequest = {
  fid: number;
  itemId: number;
  /** In the seed item's unit: dishes × the spec version's seed per dish. */
  qty: number;
  date: string;
  batchId: number;
  batchNo: string;
  /** A lot the user picked; otherwise first-expiring first. */
  lotId?: number;
  uid: number;
};
/** 育苗海绵: one per dish sown, from the factory's sponge supplies (first-expiring first). */
export type SpongeIssueRequest = { fid: number; qty: number; date: string; batchId: number; batchNo: string; uid: number };
export type SowingIssue = ({ material: 'seed' } & SeedIssueRequest) | ({ material: 'sponge' } & SpongeIssueRequest);
/**
 * Takes a sowing's seed and sponges from stock inside the sowing's transaction (so a refused issue leaves no
 * batch), or throws the refusal naming what is left. Provided by the material module; a factory that keeps no
 * sponge supply issues none.
 */
export type SeedIssuer = (tx: Tx, req: SowingIssue) => Promise<void>;
export const SPONGES_PER_DISH = 1;

/** How often a generated batch number is retried when a concurrent sowing of the same day took it first. */
const BATCH_NO_TRIES = 3;

/**
 * 播种: a new batch with one `sow` event per area, all on the sowing day into the template's first phase, with
 * full dishes at the spec version's density; the seed is issued in the same transaction.
 */
export async function createBatch(
  repo: PlantRepository,
  reader: BatchReader,
  issueSeed: SeedIssuer,
  body: CreateBatchBody,
  fid: number,
  uid: number,
  hook?: (tx: Tx, eventId: number, batchId: number) => Promise<void>,
) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await repo.transaction(async (tx) => {
        const made = await sow(tx, repo, reader, issueSeed, body, fid, uid);
        await hook?.(tx, made.firstEventId, made.batchId);
        return made;
      });
    } catch (err) {
      if (body.batch_no === undefined && attempt < BATCH_NO_TRIES && isBatchNoClash(err)) continue;
      if (isBatchNoClash(err)) throw conflict(`批次号 ${body.batch_no ?? ''} 已存在，请换一个`);
      throw err;
    }
  }
}

async function sow(tx: Tx, repo: PlantRepository, reader: BatchReader, issueSeed: SeedIssuer, body: CreateBatchBody, fid: number, uid: number) {
  const spec = await repo.spec(tx, fid, body.spec_id);
  if (!spec) throw notFound(`品种规格 ${body.spec_id} 不存在`);
  if (spec.status !== 'enabled') throw badRequest(`品种规格 ${spec.crop} ${spec.variety} 已停用，不能播种`);
  const version = await repo.specVersion(tx, spec.specId, spec.curVer);
  if (!version) throw new Error(`spec ${spec.specId} has no version ${spec.curVer}`);
  if (body.seed_lot_id !== undefined && (version.seed_item_id === null || version.seed_per_dish <= 0))
    throw badRequest(`品种规格 ${spec.crop} ${spec.variety} 没有设置种子用量，不能指定种子批号`);
  const areas = new Map((await repo.areas(tx, fid)).map((a) => [a.areaId, a]));
  const today = reader.today();

  const batchNo = body.batch_no ?? (await nextBatchNo(tx, repo, fid, body.sow_date));
  if (body.batch_no !== undefined && (await repo.batchNoTaken(tx, fid, batchNo))) throw conflict(`批次号 ${batchNo} 已存在，请换一个`);
  const names: Names = { batchNo, areaName: (id) => areas.get(id)?.name ?? `区域 ${id}` };

  const phase = firstPhase(version);
  const perDish = plantsPerDish(version, dishTypeOf(phase));
  const events: BatchEvent[] = body.places.map((p) => ({
    kind: 'sow',
    date: body.sow_date,
    to: { phase, area_id: p.area_id },
    dishes: p.dishes,
    plants: p.dishes * perDish,
  }));
  let state = emptyBatchState();
  for (const ev of events) {
    checkAreasKnown(areas, ev);
    const policy = checkEventPolicy({ spec: version, state, ev, today, area: (id) => areaInfo(areas.get(id)), batchNo });
    if (policy) throw badRequest(policy);
    const applied = applyEvent(version, state, ev, names);
    if (!applied.ok) throw badRequest(applied.msg);
    state = applied.state;
  }
  await checkCapacity(repo, tx, fid, areas, today, events);

  const p = projectState(state);
  const batchId = await repo.insertBatch(tx, {
    ...p.batch,
    fid,
    batchNo,
    specId: spec.specId,
    specVer: version.ver,
    sowDate: body.sow_date,
    remark: body.remark,
    createdBy: uid,
    version: events.length,
  });
  const eventIds: number[] = [];
  for (const [i, ev] of events.entries()) eventIds.push(await repo.insertEvent(tx, { ...eventColumns(ev), fid, batchId, seq: i + 1, remark: body.remark, operatorUid: uid }));
  await repo.replacePlaces(tx, fid, batchId, p.places);

  const dishes = body.places.reduce((a, x) => a + x.dishes, 0);
  if (version.seed_item_id !== null && version.seed_per_dish > 0) {
    const qty = fromMilli(toMilli(version.seed_per_dish) * dishes);
    await issueSeed(tx, { material: 'seed', fid, itemId: version.seed_item_id, qty, date: body.sow_date, batchId, batchNo, lotId: body.seed_lot_id, uid });
  }
  await issueSeed(tx, { material: 'sponge', fid, qty: dishes * SPONGES_PER_DISH, date: body.sow_date, batchId, batchNo, uid });
  const where = body.places.map((x) => `${names.areaName(x.area_id)} ${x.dishes} 盘`).join('、');
  return {
    batchId,
    firstEventId: eventIds[0]!,
    detail: `播种批次 ${batchNo}：${spec.crop} ${spec.variety}（第 ${version.ver} 版），${where}，共 ${fmtQty(state.plants.sown)} 株，日期 ${body.sow_date}`,
  };
}

/** B<sowing day>-<nn>: the next number of that day's sowings in the factory. */
async function nextBatchNo(tx: Tx, repo: PlantRepository, fid: number, sowDate: string): Promise<string> {
  const prefix = `B${sowDate.replaceAll('-', '')}-`;
  return nextNumber(prefix, await repo.batchNosLike(tx, fid, prefix));
}

function isBatchNoClash(err: unknown): boolean {
  for (let e: unknown = err; e instanceof Error; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: string }).code === '23505' && /plant_batches_no_uq/.test(`${e.message} ${(e as { constraint?: string }).constraint ?? ''}`)) return true;
  }
  return false;
}
