import { DISH_AREA_KINDS, PHASE_ORDER, areaCapacity, finishedPhaseDays, replayBatch } from '@pfs/domain/plant';
import { FAC_EVENT_TYPES } from '@pfs/domain/syslog';
import type { Paged, PlantPhase } from '@pfs/domain';
import type { PlantLogBody, cycleStatsSchema, distributionSchema } from '@pfs/domain/plant';
import type { FacEventItem } from '@pfs/domain/syslog';
import type { z } from 'zod';
import { rowEvent, type EventRow } from './plant-event-codec.js';
import type { PlantRepository } from './plant.repository.js';
import type { CycleFilter, PlantReportRepository } from './plant-report.repository.js';
import { pagedOf } from '../../lib/paging.js';

export type CycleStats = z.infer<typeof cycleStatsSchema>;
export type Distribution = z.infer<typeof distributionSchema>;

/** The factory events 种植日志 (/cfg/plantlog) shows: batches, protections and pictures, crop specs, materials. */
export const PLANT_LOG_TYPES = ['plant', 'plant_spec', 'material'] as const satisfies readonly (keyof typeof FAC_EVENT_TYPES)[];

const round1 = (n: number) => Math.round(n * 10) / 10;
/** Batches replayed per round trip: their logs are read together. */
const CYCLE_CHUNK = 500;

type Acc = { spec_id: number; crop: string; variety: string; batch_ct: number; planned: Map<PlantPhase, number[]>; actual: Map<PlantPhase, number[]> };
function push<K, V>(m: Map<K, V[]>, k: K, v: V) {
  const list = m.get(k);
  if (list) list.push(v);
  else m.set(k, [v]);
}

/**
 * Reports over whole batches: cycle times (each batch's finished phases replayed from its log against its own
 * version's plan), the distribution map and the planting log.
 */
export class PlantReportService {
  constructor(
    private readonly repo: PlantReportRepository,
    private readonly batches: PlantRepository,
  ) {}

  /**
   * Batches sown in the range, grouped by crop spec: per phase the planned days (of each batch's own version,
   * averaged) against the actual days of the batches that have finished the phase.
   */
  async cycleStats(fid: number, f: CycleFilter): Promise<CycleStats> {
    const list = await this.repo.cycleBatches(fid, f);
    const bySpec = new Map<number, Acc>();
    for (let i = 0; i < list.length; i += CYCLE_CHUNK) {
      const chunk = list.slice(i, i + CYCLE_CHUNK);
      const events = new Map<number, EventRow[]>();
      for (const e of await this.repo.eventsOf(chunk.map((b) => b.batchId))) push(events, e.batchId, e);
      for (const b of chunk) {
        const version = await this.batches.specVersion(this.batches.db, b.specId, b.specVer);
        if (!version) continue;
        const acc = bySpec.get(b.specId) ?? { spec_id: b.specId, crop: b.crop, variety: b.variety, batch_ct: 0, planned: new Map(), actual: new Map() };
        bySpec.set(b.specId, acc);
        acc.batch_ct += 1;
        for (const step of version.phases) push(acc.planned, step.phase_id, step.days);
        const replayed = replayBatch(version, (events.get(b.batchId) ?? []).map(rowEvent), { batchNo: b.batchNo, areaName: (id) => `区域 ${id}` });
        if (!replayed.ok) continue;
        for (const [phase, days] of Object.entries(finishedPhaseDays(replayed.state)) as [PlantPhase, number][]) push(acc.actual, phase, days);
      }
    }
    return [...bySpec.values()].map((a) => ({
      spec_id: a.spec_id,
      crop: a.crop,
      variety: a.variety,
      batch_ct: a.batch_ct,
      phases: PHASE_ORDER.filter((ph) => a.planned.has(ph)).map((phase) => {
        const planned = a.planned.get(phase)!;
        const actual = a.actual.get(phase) ?? [];
        return {
          phase,
          planned_days: round1(planned.reduce((s, d) => s + d, 0) / planned.length),
          actual_avg: actual.length ? round1(actual.reduce((s, d) => s + d, 0) / actual.length) : null,
          actual_min: actual.length ? Math.min(...actual) : null,
          actual_max: actual.length ? Math.max(...actual) : null,
          n: actual.length,
        };
      }),
    }));
  }

  /**
   * Fields → areas where dishes stand, each with its grid and the batches standing there in order of arrival
   * (positions are not tracked one by one: the map fills the racks in that order). Disabled areas appear only
   * while something still stands in them; packing rooms and cold stores hold no dishes and are left out.
   */
  async distribution(fid: number): Promise<Distribution> {
    const [areas, places] = await Promise.all([this.repo.areasWithGrid(fid), this.repo.placesNow(fid)]);
    const segs = new Map<number, Distribution[number]['areas'][number]['segments']>();
    for (const p of places) push(segs, p.areaId, { batch_id: p.batchId, batch_no: p.batchNo, crop: p.crop, phase: p.phase, dishes: p.dishes, since: p.since });
    const fields: Distribution = [];
    for (const a of areas) {
      const segments = segs.get(a.areaId) ?? [];
      if (!DISH_AREA_KINDS.includes(a.kind) && segments.length === 0) continue;
      if (a.status === 'disabled' && segments.length === 0) continue;
      let field = fields.at(-1);
      if (field?.field_id !== a.fieldId) fields.push((field = { field_id: a.fieldId, name: a.fieldName, areas: [] }));
      field.areas.push({
        area_id: a.areaId,
        name: a.name,
        kind: a.kind,
        racks: a.racks,
        layers: a.layers,
        positions_per_layer: a.positionsPerLayer,
        capacity: areaCapacity({ racks: a.racks, layers: a.layers, positions_per_layer: a.positionsPerLayer }),
        dishes: segments.reduce((s, x) => s + x.dishes, 0),
        segments,
      });
    }
    return fields;
  }

  /** 种植日志: factory events of the planting types, by time, kind, operator and words (a batch number). */
  async plantLog(fid: number, q: PlantLogBody): Promise<Paged<FacEventItem>> {
    const types = q.type ? [q.type] : [...PLANT_LOG_TYPES];
    const page = await this.repo.plantLog(fid, {
      types,
      start: q.start ? new Date(q.start) : undefined,
      end: q.end ? new Date(q.end) : undefined,
      uid: q.uid,
      kw: q.kw,
      page: q.page,
      size: q.size,
    });
    return pagedOf(page, ({ log, cname }) => ({
      id: log.id,
      ts: log.ts.toISOString(),
      uid: log.uid,
      cname: cname ?? '',
      type: log.type,
      type_label: FAC_EVENT_TYPES[log.type as keyof typeof FAC_EVENT_TYPES] ?? log.type,
      detail: log.detail,
    }));
  }
}
