import { LIST_EXPORT_MAX_ROWS, type Paged } from '@pfs/domain';
import {
  DISH_AREA_KINDS,
  GROWING_PHASES,
  MATERIAL_KINDS,
  MATERIAL_PERMS,
  addDays,
  type BatchView,
  type GrowingPhase,
  type MaterialKind,
  type StockWarning,
  type PlantOverview,
  type batchListBodySchema,
  type dueMoveListBodySchema,
  type dueMoveSchema,
  type inProcessItemSchema,
  type inProcessListBodySchema,
  type inProcessPhasesSchema,
} from '@pfs/domain/plant';
import { pickBlock } from '@pfs/domain/sales';
import { DASHBOARD_LIST_ROWS, type DashboardPlanting } from '@pfs/domain/stats';
import type { z } from 'zod';
import { areaRef } from '../facility/index.js';
import type { BatchReader } from './plant-batch-reader.js';
import type { PlaceListRow, PlantQueryRepository, Paging } from './plant-query.repository.js';
import type { PlantRepository } from './plant.repository.js';
import { batchView, nextStep, placeView, type AreaName } from './plant-view.js';
import { pagedWith } from '../../lib/paging.js';
import { roomBlocks } from './due-room.js';

type BatchListBody = z.infer<typeof batchListBodySchema>;
type InProcessBody = z.infer<typeof inProcessListBodySchema>;
type DueMoveBody = z.infer<typeof dueMoveListBodySchema>;
export type InProcessItem = z.infer<typeof inProcessItemSchema>;
export type DueMove = z.infer<typeof dueMoveSchema>;
/** A list's filters: the page is given apart. */
type ListFilter<T> = Omit<T, 'page' | 'size'>;
/** What the overview needs of the caller: the codes of their role (stock warnings only of kinds they may list). */
export type CodesOf = (uid: number, fid: number) => Promise<readonly string[] | null>;
/** The material module's stock warnings of one kind. */
export type WarningsOf = (fid: number, kind: MaterialKind) => Promise<StockWarning[]>;

const pageOf = (page: number, size: number): Paging => ({ limit: size, offset: (page - 1) * size });
/** Every row: the phases' summary reads the whole in-process list. */
const ALL_ROWS: Paging = { limit: LIST_EXPORT_MAX_ROWS + 1, offset: 0 };
const OVERVIEW_DUE_ROWS = 10;

/** Planting's lists and overview (plant.list); their Excel exports are served from the lists' definitions. */
export class PlantQueryService {
  constructor(
    private readonly repo: PlantRepository,
    private readonly query: PlantQueryRepository,
    private readonly reader: BatchReader,
    private readonly codesOf: CodesOf,
    private readonly warningsOf: WarningsOf,
  ) {}

  async batches(fid: number, body: BatchListBody): Promise<Paged<BatchView>> {
    return this.batchPage(fid, body, pageOf(body.page, body.size));
  }

  async inProcess(fid: number, body: InProcessBody): Promise<Paged<InProcessItem>> {
    return this.placePage(fid, body, pageOf(body.page, body.size));
  }

  async dueMoves(fid: number, body: DueMoveBody): Promise<Paged<DueMove>> {
    return this.duePage(fid, body, pageOf(body.page, body.size));
  }

  /** 在产批次 by phase: totals and every batch in it, late ones first. */
  async phases(fid: number): Promise<z.infer<typeof inProcessPhasesSchema>> {
    const { items } = await this.placePage(fid, { fid }, ALL_ROWS);
    return GROWING_PHASES.map((phase) => {
      const here = items.filter((i) => i.phase === phase);
      const byBatch = new Map<number, (typeof here)[number] & { dishes: number }>();
      for (const i of here) {
        const cur = byBatch.get(i.batch_id);
        byBatch.set(i.batch_id, cur ? { ...cur, dishes: cur.dishes + i.dishes } : { ...i });
      }
      const batches = [...byBatch.values()]
        .sort((a, b) => b.late_days - a.late_days || b.days_in - a.days_in || a.batch_no.localeCompare(b.batch_no))
        .map((i) => ({ batch_id: i.batch_id, batch_no: i.batch_no, crop: i.crop, variety: i.variety, dishes: i.dishes, days_in: i.days_in, planned_days: i.planned_days, late_days: i.late_days }));
      return {
        phase,
        dishes: here.reduce((a, i) => a + i.dishes, 0),
        plants: here.reduce((a, i) => a + i.plants, 0),
        batch_ct: batches.length,
        late_ct: batches.filter((x) => x.late_days > 0).length,
        batches,
      };
    });
  }

  /** 种植总览: what stands where, what is due, this week's harvest, losses and sowings, stock warnings. */
  async overview(fid: number, uid: number): Promise<PlantOverview> {
    const today = this.reader.today();
    const monday = addDays(today, -((new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7));
    const [areas, occ, perPhase, due, kgThis, kgLast, picks, losses, byReason, sowings, codes] = await Promise.all([
      this.repo.areas(this.repo.db, fid),
      this.query.occupancy(fid),
      this.query.batchesPerPhase(fid),
      this.duePage(fid, { fid }, { limit: OVERVIEW_DUE_ROWS, offset: 0 }),
      this.query.harvestKg(fid, monday, today),
      this.query.harvestKg(fid, addDays(monday, -7), addDays(today, -7)),
      this.query.eventTotals(fid, 'pick', monday, today),
      this.query.eventTotals(fid, 'loss', monday, today),
      this.query.lossesByReason(fid, monday, today),
      this.query.eventTotals(fid, 'sow', monday, today),
      this.codesOf(uid, fid),
    ]);
    const kinds = MATERIAL_KINDS.filter((k) => codes?.includes(MATERIAL_PERMS[k].list));
    const rank = { expired: 0, expiring: 1, low_stock: 2 } as const;
    const warnings = (await Promise.all(kinds.map((k) => this.warningsOf(fid, k)))).flat().sort((a, b) => rank[a.kind] - rank[b.kind]);
    return {
      today,
      phases: phaseTotals(occ, perPhase),
      areas: areas
        .filter((a) => DISH_AREA_KINDS.includes(a.kind) && (a.enabled || occ.some((o) => o.areaId === a.areaId)))
        .map((a) => {
          const here = occ.filter((o) => o.areaId === a.areaId);
          return {
            ...areaRef(a),
            capacity: a.capacity,
            dishes: sum(here, 'dishes'),
            by_phase: GROWING_PHASES.filter((ph) => here.some((o) => o.phase === ph)).map((ph) => ({ phase: ph, dishes: sum(here.filter((o) => o.phase === ph), 'dishes') })),
          };
        }),
      due: due.items,
      due_ct: due.total_ct,
      harvest: { kg_this_week: kgThis, kg_last_week: kgLast, plants_this_week: picks.plants },
      losses: { plants_this_week: losses.plants, dishes_this_week: losses.dishes, by_reason: byReason },
      sowings: { batches_this_week: sowings.batches, dishes_this_week: sowings.dishes },
      warnings,
    };
  }

  /**
   * The home page's planting block: today's to-do list by what follows, today's sowings, dishes per phase, and the
   * harvest of the last 7 days against the 7 before (two whole windows, so a Monday never reads an empty week).
   */
  async dashboard(fid: number): Promise<DashboardPlanting> {
    const today = this.reader.today();
    const start = addDays(today, -13);
    const mid = addDays(today, -6);
    const [hasBatches, due, sown, occ, perPhase, byDay, picksRecent, picksBefore] = await Promise.all([
      this.query.hasBatches(fid),
      this.duePage(fid, { fid }, ALL_ROWS),
      this.query.eventTotals(fid, 'sow', today, today),
      this.query.occupancy(fid),
      this.query.batchesPerPhase(fid),
      this.query.harvestKgByDay(fid, start, today),
      this.query.eventTotals(fid, 'pick', mid, today),
      this.query.eventTotals(fid, 'pick', start, addDays(mid, -1)),
    ]);
    const days = Array.from({ length: 14 }, (_, i) => addDays(start, i)).map((date) => ({ date, kg: byDay.find((d) => d.date === date)?.kg ?? 0 }));
    const kgOf = (list: typeof days) => Math.round(list.reduce((a, d) => a + Math.round(d.kg * 1000), 0)) / 1000;
    const items = due.items.sort((x, y) => y.late_days - x.late_days || x.batch_no.localeCompare(y.batch_no));
    const nextCt = (k: 'move' | 'transplant' | 'pick') => items.filter((i) => i.next_kind === k).length;
    return {
      has_batches: hasBatches,
      due: {
        total_ct: due.total_ct,
        move_ct: nextCt('move'),
        transplant_ct: nextCt('transplant'),
        pick_ct: nextCt('pick'),
        // A pick held back by a safety interval is not late: it is shown blocked, with the day it becomes possible.
        late_ct: items.filter((i) => i.due_on < today && !i.blocked).length,
        items: items.slice(0, DASHBOARD_LIST_ROWS),
      },
      sown_today: { batches: sown.batches, dishes: sown.dishes },
      phases: phaseTotals(occ, perPhase),
      harvest: {
        recent: { from: mid, to: today, kg: kgOf(days.slice(7)), plants: picksRecent.plants },
        before: { from: start, to: addDays(mid, -1), kg: kgOf(days.slice(0, 7)), plants: picksBefore.plants },
        days,
      },
    };
  }

  private async batchPage(fid: number, body: ListFilter<BatchListBody>, page: Paging): Promise<Paged<BatchView>> {
    const { rows, total } = await this.query.batches(fid, { ...body, specId: body.spec_id, areaId: body.area_id, startDay: body.start_day, endDay: body.end_day }, page);
    const [places, areaName] = await Promise.all([this.repo.placesOf(this.repo.db, rows.map((r) => r.batchId)), this.areaNames(fid)]);
    const today = this.reader.today();
    const items: BatchView[] = [];
    for (const r of rows) {
      const spec = (await this.repo.specVersion(this.repo.db, r.specId, r.specVer))!;
      const mine = places.filter((p) => p.batchId === r.batchId).map((p) => ({ area_id: p.areaId }));
      items.push(batchView(r, r, spec, mine, areaName, today));
    }
    return { items, total_ct: total };
  }

  private async placePage(fid: number, body: ListFilter<InProcessBody>, page: Paging, today = this.reader.today()): Promise<Paged<InProcessItem>> {
    const filter = { kw: body.kw, specId: body.spec_id, crop: body.crop, phase: body.phase, areaId: body.area_id, lateBefore: body.late_only ? today : undefined };
    return pagedWith(this.query.places(fid, filter, page), (rows) => this.placeItems(fid, rows, today));
  }

  private async duePage(fid: number, body: ListFilter<DueMoveBody>, page: Paging): Promise<Paged<DueMove>> {
    const day = body.date ?? this.reader.today();
    const [{ rows, total }, areas, standing] = await Promise.all([
      this.query.places(fid, { areaId: body.area_id, dueBy: day }, page),
      this.repo.areas(this.repo.db, fid),
      this.query.standing(fid),
    ]);
    const items = await this.placeItems(fid, rows, day);
    // Steps the server refuses are shown blocked, with the day they become possible: a pick inside a safety
    // interval, a move or transplant into a kind of area with no room for the dishes.
    const roomBlock = roomBlocks(areas, standing, day);
    const blockOf = (i: InProcessItem, k: number) => (i.next_kind === 'pick' ? pickBlock(rows[k]!.safeFrom, day) : roomBlock(rows[k]!, i.next_kind));
    return { items: items.map((i, k) => ({ ...i, due_on: addDays(i.since, i.planned_days), blocked: blockOf(i, k) })), total_ct: total };
  }

  private async placeItems(fid: number, rows: PlaceListRow[], today: string): Promise<InProcessItem[]> {
    const areaName = await this.areaNames(fid);
    const items: InProcessItem[] = [];
    for (const r of rows) {
      const spec = (await this.repo.specVersion(this.repo.db, r.specId, r.specVer))!;
      const place = placeView(spec, { phase: r.phase, area_id: r.areaId, dishes: r.dishes, plants: r.plants, since: r.since }, areaName, today);
      items.push({ ...place, batch_id: r.batchId, batch_no: r.batchNo, crop: r.crop, variety: r.variety, sow_date: r.sowDate, version: r.version, ...nextStep(spec, r.phase) });
    }
    return items;
  }

  private async areaNames(fid: number): Promise<AreaName> {
    const areas = new Map((await this.repo.areas(this.repo.db, fid)).map((a) => [a.areaId, a.name]));
    return (id) => areas.get(id) ?? `区域 ${id}`;
  }
}

const sum = <T, K extends keyof T>(rows: readonly T[], k: K) => rows.reduce((a, r) => a + (r[k] as number), 0);
/** Dishes, plants and batches in each growing phase now. */
const phaseTotals = (occ: { phase: GrowingPhase; dishes: number; plants: number }[], perPhase: { phase: GrowingPhase; batches: number }[]) =>
  GROWING_PHASES.map((phase) => {
    const here = occ.filter((o) => o.phase === phase);
    return { phase, dishes: sum(here, 'dishes'), plants: sum(here, 'plants'), batch_ct: perPhase.find((x) => x.phase === phase)?.batches ?? 0 };
  });
