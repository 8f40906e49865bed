import {
  BATCH_EVENT_KIND_LABELS,
  dayDiff,
  dishTypeOf,
  isGrowingPhase,
  lastGrowingPhase,
  nextPhase,
  stepOf,
  plantsPerDish,
  plannedSchedule,
  replayBatch,
  type BatchDetail,
  type BatchEventView,
  type BatchState,
  type SpecRules,
} from '@pfs/domain/plant';
import type { BatchReader, LoadedBatch } from './plant-batch-reader.js';
import { byPlace } from './plant-batch-reader.js';
import { rowEvent } from './plant-event-codec.js';
import type { PlantDetailRepository } from './plant-detail.repository.js';
import type { PlantRepository } from './plant.repository.js';
import { batchView, nextStep, placeView } from './plant-view.js';
import { roomBlocks } from './due-room.js';
import type { PlantQueryRepository } from './plant-query.repository.js';

const nextKindOf = (spec: SpecRules, phase: Parameters<typeof nextPhase>[1]) => {
  const n = nextPhase(spec, phase);
  return n === null ? null : (stepOf(spec, n)?.area_kind ?? null);
};
const kg3 = (g: number) => Math.round(g) / 1000;
const voidView = (v: { eventId: number; remark: string; operatorName: string | null; createdAt: Date } | undefined) =>
  v ? { event_id: v.eventId, reason: v.remark, operator_name: v.operatorName ?? '', at: v.createdAt.toISOString() } : null;

/** 批次详情: places, plan against reality, the log, harvest by grade, protections, seed lots. */
export class PlantDetailService {
  constructor(
    private readonly repo: PlantRepository,
    private readonly details: PlantDetailRepository,
    private readonly reader: BatchReader,
    private readonly query: PlantQueryRepository,
  ) {}

  /** The batch replayed from its log (the climate summary reads the same state). */
  async replayed(fid: number, batchId: number): Promise<LoadedBatch & { state: BatchState }> {
    const b = await this.reader.load(this.repo.db, fid, batchId);
    const r = replayBatch(b.version, (await this.repo.events(this.repo.db, batchId)).map(rowEvent), b.names);
    if (!r.ok) throw new Error(`batch ${batchId}: stored event ${r.at} does not replay: ${r.msg}`);
    return { ...b, state: r.state };
  }

  async detail(fid: number, batchId: number): Promise<BatchDetail> {
    const b = await this.replayed(fid, batchId);
    const { state, version: spec, areaName } = b;
    const today = this.reader.today();
    const [places, events, harvests, protections, seeds, picCt, areas, standing] = await Promise.all([
      this.repo.placesOf(this.repo.db, [batchId]),
      this.details.events(batchId),
      this.details.harvests(batchId),
      this.details.protections(batchId),
      this.details.seedIssues(batchId),
      this.details.picCount(batchId),
      this.repo.areas(this.repo.db, fid),
      this.query.standing(fid),
    ]);
    // The next step into another kind of area is refused while no area of that kind has room: say so on the button.
    const roomBlock = roomBlocks(areas, standing, today);
    const growPerDish = plantsPerDish(spec, 'growing');
    const nextBlock = places
      .map((p) => ({ ...nextStep(spec, p.phase), block: roomBlock({ ...p, nextAreaKind: nextKindOf(spec, p.phase), growPerDish }, nextStep(spec, p.phase).next_kind) }))
      .find((x) => x.block !== null);
    const placeViews = places.map((p) => placeView(spec, { phase: p.phase, area_id: p.areaId, dishes: p.dishes, plants: p.plants, since: p.since }, areaName, today)).sort(byPlace);
    const gradesOf = new Map<number, { grade: string; kg: number }[]>();
    for (const h of harvests) gradesOf.set(h.eventId, [...(gradesOf.get(h.eventId) ?? []), { grade: h.grade, kg: h.kg }]);
    const gradeG = new Map<string, number>();
    for (const h of harvests) if (!h.voided) gradeG.set(h.grade, (gradeG.get(h.grade) ?? 0) + Math.round(h.kg * 1000));
    // Each voided record with the void event that says why, who and when.
    const voidedBy = new Map(events.filter((e) => e.voidOf !== null).map((e) => [e.voidOf!, e]));
    const names = new Map(spec.grades.map((g) => [g.grade, g.name]));
    const dishesPicked = state.dishes[dishTypeOf(lastGrowingPhase(spec))].harvested;

    return {
      batch: batchView(b.row, b.spec, spec, placeViews, areaName, today),
      places: placeViews,
      plan: plannedSchedule(spec, b.row.sowDate).map((pp) => {
        const since = state.phase_since[pp.phase] ?? null;
        const until = state.phase_until[pp.phase] ?? null;
        const dishType = isGrowingPhase(pp.phase) ? dishTypeOf(pp.phase) : null;
        return {
          phase: pp.phase,
          area_kind: spec.phases.find((st) => st.phase_id === pp.phase)!.area_kind,
          dish_type: dishType,
          plants_per_dish: dishType && plantsPerDish(spec, dishType),
          planned_start: pp.start,
          planned_end: pp.end,
          planned_days: pp.days,
          actual_start: since,
          actual_end: until,
          actual_days: since === null ? null : dayDiff(since, until ?? today),
        };
      }),
      events: events.map(
        (e): BatchEventView => ({
          event_id: e.eventId,
          seq: e.seq,
          kind: e.kind,
          kind_label: BATCH_EVENT_KIND_LABELS[e.kind],
          date: e.date,
          from_phase: e.fromPhase,
          from_area_id: e.fromAreaId,
          from_area_name: e.fromAreaId === null ? null : areaName(e.fromAreaId),
          to_phase: e.toPhase,
          to_area_id: e.toAreaId,
          to_area_name: e.toAreaId === null ? null : areaName(e.toAreaId),
          dishes: e.dishes,
          dishes_to: e.dishesTo,
          plants: e.plants,
          kg: e.kg,
          grades: gradesOf.get(e.eventId) ?? [],
          reason: e.reason,
          prot_id: e.protId,
          pesticide: e.pesticide,
          remark: e.remark,
          operator_uid: e.operatorUid,
          operator_name: e.operatorName ?? '',
          created_at: e.createdAt.toISOString(),
          pic_ct: e.picCt,
          void_of: e.voidOf,
          voided: voidView(voidedBy.get(e.eventId)),
        }),
      ),
      harvest: {
        kg: kg3(state.harvested_g),
        // The spec version's grades in its order; a grade no longer in it still shows by its code.
        by_grade: [...new Set([...spec.grades.map((g) => g.grade), ...gradeG.keys()])].map((g) => ({ grade: g, name: names.get(g) ?? g, kg: kg3(gradeG.get(g) ?? 0) })),
        kg_per_dish: dishesPicked > 0 ? Math.round(state.harvested_g / dishesPicked) / 1000 : null,
        expected_kg_per_dish: spec.yield_kg_per_dish,
        kg_by_phase: { pick: kg3(state.produce_g.pick), tmp_storage: kg3(state.produce_g.tmp_storage), storage: kg3(state.produce_g.storage) },
      },
      protections: protections.map((p) => ({ prot_id: p.protId, date: p.date, pesticide: p.pesticide, safe_days: p.safeDays, safe_from: p.safeFrom })),
      seed_issues: seeds.map((s) => ({ lot_id: s.lotId, lot_no: s.lotNo, qty: s.qty, unit: s.unit })),
      pic_ct: picCt,
      next_block: nextBlock ? { kind: nextBlock.next_kind as 'move' | 'transplant', ...nextBlock.block! } : null,
    };
  }
}
