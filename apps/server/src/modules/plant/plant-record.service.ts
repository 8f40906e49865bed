import { LOSS_REASON_LABELS, dayDiff, fromMilli, toMilli } from '@pfs/domain/plant';
import type { Paged } from '@pfs/domain';
import type { batchDelItemSchema, harvestItemSchema, historyItemSchema, lossItemSchema, sowItemSchema } from '@pfs/domain/plant';
import type { transplantItemSchema } from '@pfs/domain/plant';
import type { z } from 'zod';
import { pagedOf } from '../../lib/paging.js';
import type { PlantPicService } from './plant-pic.service.js';
import type { EventFilter, HarvestFilter, LossFilter, PlantRecordRepository, RecordFilter } from './plant-record.repository.js';

export type SowItem = z.infer<typeof sowItemSchema>;
export type TransplantItem = z.infer<typeof transplantItemSchema>;
export type HistoryItem = z.infer<typeof historyItemSchema>;
export type LossItem = z.infer<typeof lossItemSchema>;
export type HarvestItem = z.infer<typeof harvestItemSchema>;
export type BatchDelItem = z.infer<typeof batchDelItemSchema>;
export type DelLogFilter = RecordFilter;

/** One decimal place of a percentage; null when there is nothing to divide by. */
const pct = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : null);

/** The batch a record belongs to, as every planting list names it. */
const batchHead = (r: { batchId: number; batchNo: string; crop: string; variety: string }) => ({
  batch_id: r.batchId,
  batch_no: r.batchNo,
  crop: r.crop,
  variety: r.variety,
});
/** What every planting-log entry starts with: the event, its batch and its day. */
const eventHead = (r: { eventId: number; batchId: number; batchNo: string; crop: string; variety: string; date: string }) => ({
  event_id: r.eventId,
  ...batchHead(r),
  date: r.date,
});

/** Looks ids up a few thousand at a time: an export's 100 000 would pass PostgreSQL's limit of bound parameters. */
export async function inChunks<T>(ids: number[], read: (ids: number[]) => Promise<T[]>, size = 5000): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < ids.length; i += size) out.push(...(await read(ids.slice(i, i + size))));
  return out;
}

/**
 * The planting records (播种, 移栽, 损耗, 采收 and 历史批次, 批次删除记录): each list with its filters and paging and its
 * Excel export (the list's definition in @pfs/domain, served by calls.serveList). Deleted batches appear only in the deletion log.
 */
export class PlantRecordService {
  constructor(
    private readonly repo: PlantRecordRepository,
    private readonly pics: PlantPicService,
  ) {}

  async sowList(fid: number, f: EventFilter): Promise<Paged<SowItem>> {
    const page = await this.repo.sowings(fid, f);
    return pagedOf(page, (r) => ({
      ...eventHead(r),
      area_name: r.toAreaName ?? '',
      dishes: r.dishes,
      plants: r.plants,
      // What the sowing issued: dishes × the version's seed per dish (none when the version names no seed).
      seed_qty: r.seedItemId === null ? 0 : fromMilli(r.dishes * toMilli(r.seedPerDish)),
      seed_unit: r.seedUnit ?? '',
      operator_name: r.operatorName ?? '',
    }));
  }

  async transplantList(fid: number, f: EventFilter): Promise<Paged<TransplantItem>> {
    const page = await this.repo.transplants(fid, f);
    return pagedOf(page, (r) => ({
      ...eventHead(r),
      from_area_name: r.fromAreaName ?? '',
      to_area_name: r.toAreaName ?? '',
      dishes: r.dishes,
      dishes_to: r.dishesTo ?? r.dishes,
      plants: r.plants,
      operator_name: r.operatorName ?? '',
    }));
  }

  /** Closed batches with their yield per harvested dish against the spec version's expectation. */
  async historyList(fid: number, f: RecordFilter): Promise<Paged<HistoryItem>> {
    const page = await this.repo.closedBatches(fid, f);
    return pagedOf(page, (r) => {
      const kgPerDish = r.dishesPicked > 0 ? Math.round((r.kg / r.dishesPicked) * 1000) / 1000 : null;
      return {
        ...batchHead(r),
        spec_ver: r.specVer,
        sow_date: r.sowDate,
        closed_on: r.closedOn!,
        days: dayDiff(r.sowDate, r.closedOn!),
        plants_sown: r.plantsSown,
        plants_lost: r.plantsLost,
        plants_harvested: r.plantsHarvested,
        loss_pct: pct(r.plantsLost, r.plantsSown) ?? 0,
        kg: r.kg,
        dishes_harvested: r.dishesPicked,
        kg_per_dish: kgPerDish,
        expected_kg_per_dish: r.expectedKgPerDish,
        yield_pct: kgPerDish === null ? null : pct(kgPerDish, r.expectedKgPerDish),
      };
    });
  }

  async lossList(fid: number, f: LossFilter): Promise<Paged<LossItem>> {
    const page = await this.repo.losses(fid, f);
    const pics = await this.pics.thumbsOfEvents(page.rows.map((r) => r.eventId));
    return pagedOf(page, (r) => ({
      ...eventHead(r),
      phase: r.fromPhase as LossItem['phase'],
      area_name: r.fromAreaName ?? '',
      dishes: r.dishes,
      plants: r.plants,
      reason: r.reason ?? 'other',
      reason_label: LOSS_REASON_LABELS[r.reason ?? 'other'],
      remark: r.remark,
      pics: pics.get(r.eventId) ?? [],
      operator_name: r.operatorName ?? '',
    }));
  }

  async harvestList(fid: number, f: HarvestFilter): Promise<Paged<HarvestItem>> {
    const page = await this.repo.picks(fid, f);
    const grades = new Map<number, { grade: string; kg: number }[]>();
    for (const g of await inChunks(
      page.rows.map((r) => r.eventId),
      (ids) => this.repo.gradesOf(ids),
    )) {
      const list = grades.get(g.eventId) ?? [];
      list.push({ grade: g.grade, kg: g.kg });
      grades.set(g.eventId, list);
    }
    return pagedOf(page, (r) => ({
      ...eventHead(r),
      area_name: r.fromAreaName ?? '',
      dishes: r.dishes,
      plants: r.plants,
      kg: r.kg ?? 0,
      grades: grades.get(r.eventId) ?? [],
      operator_name: r.operatorName ?? '',
    }));
  }

  async batchDelLog(fid: number, f: DelLogFilter): Promise<Paged<BatchDelItem>> {
    const page = await this.repo.deletedBatches(fid, f);
    return pagedOf(page, (r) => ({
      ...batchHead(r),
      sow_date: r.sowDate,
      plants_sown: r.plantsSown,
      dishes: r.dishes,
      plants_in_process: r.plants,
      del_reason: r.delReason,
      deleted_at: (r.deletedAt ?? new Date(0)).toISOString(),
      deleted_by_name: r.deletedByName ?? '',
    }));
  }
}
