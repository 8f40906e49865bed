import {
  applyEvent,
  checkEventPolicy,
  checkHarvestPlausible,
  dishTypeOf,
  dishesForPlants,
  findPlace,
  fromMilli,
  plantsOnDishes,
  plantsPerDish,
  replayBatch,
  toMilli,
  type BatchEvent,
  type BatchState,
  type CreateBatchBody,
  type deleteBatchBodySchema,
  type harvestBatchBodySchema,
  type moveBatchBodySchema,
  type recordLossBodySchema,
  type storeHarvestBodySchema,
  type transplantBatchBodySchema,
} from '@pfs/domain/plant';
import type { z } from 'zod';
import { AppError, badRequest, conflict, notFound } from '../../lib/app-error.js';
import type { SyslogService } from '../syslog/index.js';
import type { BatchReader, LoadedBatch } from './plant-batch-reader.js';
import { eventColumns, rowEvent } from './plant-event-codec.js';
import type { PlantRepository, Tx } from './plant.repository.js';
import { projectState } from './plant-view.js';
import { areaInfo, checkAreasKnown, checkCapacity } from './plant-event-checks.js';
import { createBatch, type SeedIssuer } from './plant-sowing.js';
import { batchLogLine, eventLogText } from './plant-event-log.js';

export type { SeedIssuer } from './plant-sowing.js';
type MoveBody = z.infer<typeof moveBatchBodySchema>;
type TransplantBody = z.infer<typeof transplantBatchBodySchema>;
type LossBody = z.infer<typeof recordLossBodySchema>;
type HarvestBody = z.infer<typeof harvestBatchBodySchema>;
type StoreBody = z.infer<typeof storeHarvestBodySchema>;
type DeleteBody = z.infer<typeof deleteBatchBodySchema>;
export type WriteResult = Awaited<ReturnType<BatchReader['result']>>;

/** What an event needs around it: the locked batch, its replayed state and the factory's areas. */
export type EventContext = LoadedBatch & { tx: Tx; state: BatchState; today: string };
type Made = { ev: BatchEvent; detail: string; after?: (tx: Tx, eventId: number) => Promise<void> };
/**
 * What a caller records with the event in the event's transaction (a work order's completion): it runs after the
 * event is written and may refuse (throw), which leaves no event.
 */
export type EventHook = (tx: Tx, eventId: number, batchId: number) => Promise<void>;

/** The batch moved on between reading and writing: answered as 409 with the batch as it now is. */
class StaleBatch extends Error {}


/**
 * Batch writes (播种, 移动, 移栽, 损耗, 采收, 转存, 删除). Each runs in one transaction that locks the batch row and
 * the areas dishes go into, replays the batch's log, checks the event against the world (`checkEventPolicy`),
 * the batch (`applyEvent`) and the other batches in its areas (`checkAreaCapacity`), then appends it and rewrites
 * the projections. A write based on an older `version` loses: 409 with the batch as it now is.
 */
export class PlantService {
  constructor(
    private readonly repo: PlantRepository,
    private readonly reader: BatchReader,
    private readonly syslog: SyslogService,
    private readonly issueSeed: SeedIssuer,
  ) {}

  /** 播种: the new batch's id (the reply is its detail). */
  async create(fid: number, body: CreateBatchBody, uid: number, hook?: EventHook): Promise<number> {
    const { batchId, detail } = await createBatch(this.repo, this.reader, this.issueSeed, body, fid, uid, hook);
    await this.log(fid, uid, detail);
    return batchId;
  }

  move(fid: number, b: MoveBody, uid: number, hook?: EventHook) {
    return this.record(fid, b.batch_id, b.version, uid, b.remark, hook, (c) => {
      const from = { phase: b.from_phase, area_id: b.from_area_id };
      const plants = b.plants ?? plantsOnDishes(c.version, findPlace(c.state, from), b.dishes);
      const ev: BatchEvent = { kind: 'move', date: b.date, from, to: { phase: b.to_phase, area_id: b.to_area_id }, dishes: b.dishes, plants };
      return { ev, detail: eventLogText(ev, c.names.areaName)! };
    });
  }

  transplant(fid: number, b: TransplantBody, uid: number, hook?: EventHook) {
    return this.record(fid, b.batch_id, b.version, uid, b.remark, hook, (c) => {
      const from = { phase: b.from_phase, area_id: b.from_area_id };
      const plants = b.plants ?? plantsOnDishes(c.version, findPlace(c.state, from), b.dishes);
      const dishesTo = b.dishes_to ?? dishesForPlants(plants, plantsPerDish(c.version, dishTypeOf(b.to_phase)));
      const ev: BatchEvent = { kind: 'transplant', date: b.date, from, to: { phase: b.to_phase, area_id: b.to_area_id }, dishes: b.dishes, plants, dishes_to: dishesTo };
      return { ev, detail: eventLogText(ev, c.names.areaName)! };
    });
  }

  recordLoss(fid: number, b: LossBody, uid: number) {
    return this.record(fid, b.batch_id, b.version, uid, b.remark, undefined, async (c) => {
      const picIds = [...new Set(b.pic_ids)];
      const found = new Set(await this.repo.picIds(c.tx, fid, picIds));
      const missing = picIds.filter((id) => !found.has(id));
      if (missing.length) throw notFound(`图片 ${missing.join('、')} 不存在`);
      const ev: BatchEvent = { kind: 'loss', date: b.date, from: { phase: b.phase, area_id: b.area_id }, dishes: b.dishes, plants: b.plants };
      return {
        ev,
        detail: eventLogText(ev, c.names.areaName)!,
        after: async (tx, eventId) => {
          await this.repo.insertLoss(tx, fid, eventId, b.reason);
          await this.repo.attachPics(tx, fid, picIds, { batchId: b.batch_id, eventId, areaId: b.area_id });
        },
      };
    });
  }

  harvest(fid: number, b: HarvestBody, uid: number, hook?: EventHook) {
    return this.record(fid, b.batch_id, b.version, uid, b.remark, hook, (c) => {
      const known = new Map(c.version.grades.map((g) => [g.grade, g.name]));
      const unknown = b.grades.filter((g) => !known.has(g.grade)).map((g) => g.grade);
      if (unknown.length) throw badRequest(`等级 ${unknown.join('、')} 不是该品种规格的等级，可选：${c.version.grades.map((g) => `${g.grade} ${g.name}`).join('、')}`);
      const from = { phase: b.phase, area_id: b.area_id };
      if (b.plants === undefined && b.dishes === 0) throw badRequest('只采收部分植株（不收盘）时请填写采收株数 plants');
      const plants = b.plants ?? plantsOnDishes(c.version, findPlace(c.state, from), b.dishes);
      const kg = fromMilli(b.grades.reduce((a, g) => a + toMilli(g.kg), 0));
      const ppd = plantsPerDish(c.version, dishTypeOf(from.phase));
      const plausible = checkHarvestPlausible({ kg, dishes: b.dishes, plants, plantsPerDish: ppd, yieldKgPerDish: c.version.yield_kg_per_dish, confirmed: b.confirm === true });
      if (!plausible.ok) throw badRequest(plausible.msg);
      const ev: BatchEvent = { kind: 'pick', date: b.date, from, dishes: b.dishes, plants, kg };
      return {
        ev,
        detail: eventLogText(ev, c.names.areaName, b.grades.map((g) => ({ name: known.get(g.grade)!, kg: g.kg })))!,
        after: (tx, eventId) => this.repo.insertHarvest(tx, b.grades.map((g) => ({ eventId, grade: g.grade, fid, batchId: b.batch_id, date: b.date, kg: g.kg }))),
      };
    });
  }

  store(fid: number, b: StoreBody, uid: number) {
    return this.record(fid, b.batch_id, b.version, uid, b.remark, undefined, () => {
      const ev: BatchEvent = { kind: 'store', date: b.date, from_phase: b.from_phase, to_phase: b.to_phase, kg: b.kg };
      return { ev, detail: eventLogText(ev, () => '')! };
    });
  }

  async remove(fid: number, b: DeleteBody, uid: number): Promise<void> {
    const no = await this.repo.transaction(async (tx) => {
      const batch = await this.repo.batch(tx, fid, b.batch_id, true);
      if (!batch) throw notFound(`批次 ${b.batch_id} 不存在`);
      if (batch.status === 'del') throw badRequest(`批次 ${batch.batchNo} 已经删除`);
      await this.repo.markDeleted(tx, b.batch_id, uid, b.reason);
      return batch.batchNo;
    });
    await this.log(fid, uid, `删除批次 ${no}，原因：${b.reason}`);
  }

  /** Appends one event the way every write does (see the class comment). */
  private async record(
    fid: number,
    batchId: number,
    seen: number,
    uid: number,
    remark: string,
    hook: EventHook | undefined,
    make: (c: EventContext) => Made | Promise<Made>,
  ): Promise<WriteResult> {
    let done: { eventId: number; no: string; detail: string; date: string };
    try {
      done = await this.repo.transaction(async (tx) => {
        const c = await this.context(tx, fid, batchId, seen);
        const { ev, detail, after } = await make(c);
        this.check(c, ev);
        const applied = applyEvent(c.version, c.state, ev, c.names);
        if (!applied.ok) throw badRequest(applied.msg);
        await checkCapacity(this.repo, tx, fid, c.areas, c.today, [ev]);
        const eventId = await this.repo.insertEvent(tx, { ...eventColumns(ev), fid, batchId, seq: seen + 1, remark, operatorUid: uid });
        await after?.(tx, eventId);
        await hook?.(tx, eventId, batchId);
        const p = projectState(applied.state);
        if (!(await this.repo.saveProjection(tx, batchId, seen, seen + 1, p.batch))) throw new StaleBatch();
        await this.repo.replacePlaces(tx, fid, batchId, p.places);
        return { eventId, no: c.row.batchNo, detail, date: ev.date };
      });
    } catch (err) {
      if (err instanceof StaleBatch || isSeqClash(err)) {
        const now = await this.reader.result(this.repo.db, fid, batchId);
        throw conflict(`批次 ${now.batch.batch_no} 已被其他人更新，请按最新状态重新操作`, now);
      }
      throw err;
    }
    await this.log(fid, uid, batchLogLine(done.no, done.detail, done.date));
    return this.reader.result(this.repo.db, fid, batchId, done.eventId);
  }

  private async context(tx: Tx, fid: number, batchId: number, seen: number): Promise<EventContext> {
    const b = await this.reader.load(tx, fid, batchId, true);
    if (b.row.status === 'del') throw badRequest(`批次 ${b.row.batchNo} 已删除，不能再操作`);
    if (b.row.version !== seen) throw new StaleBatch();
    const replayed = replayBatch(b.version, (await this.repo.events(tx, batchId)).map(rowEvent), b.names);
    if (!replayed.ok) throw new Error(`batch ${batchId}: stored event ${replayed.at} does not replay: ${replayed.msg}`);
    return { ...b, tx, state: replayed.state, today: this.reader.today() };
  }

  /** Areas named must be the factory's (404), then the event must suit today, the areas and the safety interval. */
  private check(c: EventContext, ev: BatchEvent) {
    checkAreasKnown(c.areas, ev);
    const policy = checkEventPolicy({ spec: c.version, state: c.state, ev, today: c.today, area: (id) => areaInfo(c.areas.get(id)), batchNo: c.row.batchNo });
    if (policy) throw badRequest(policy);
  }

  private log(fid: number, uid: number, detail: string) {
    return this.syslog.facEvent({ fid, uid, type: 'plant', detail });
  }
}

/** The unique (batch_id, seq) refused a second event with the same number: someone else wrote first. */
function isSeqClash(err: unknown): boolean {
  for (let e: unknown = err; e instanceof Error; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: string }).code === '23505' && /plant_batch_events_seq_uq/.test(`${e.message} ${(e as { constraint?: string }).constraint ?? ''}`)) return true;
    if (e instanceof AppError) return false;
  }
  return false;
}
