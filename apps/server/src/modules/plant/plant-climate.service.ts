import { type ClimateTargetsView } from '@pfs/domain/factory-cfg';
import {
  GROWING_PHASES,
  addDays,
  applyEvent,
  dliOf,
  emptyBatchState,
  lightStatOfDays,
  statOfTotals,
  stepOf,
  type AreaKind,
  type BatchClimate,
  type ClimateQuantity,
  type GrowingPhase,
  type PlaceState,
  type Stay,
} from '@pfs/domain/plant';
import { rowEvent } from './plant-event-codec.js';
import type { AreaDay, Bounds, PlantClimateRepository } from './plant-climate.repository.js';
import type { PlantDetailService } from './plant-detail.service.js';
import type { PlantRepository } from './plant.repository.js';
import type { BatchReader } from './plant-batch-reader.js';

/** The climate targets of an area kind (factory settings), or null when none are set. */
export type TargetsOf = (fid: number, kind: AreaKind) => Promise<ClimateTargetsView | null>;

const DAY_MS = 86_400_000;
const PHASE_RANK: Record<GrowingPhase, number> = { sprouting: 0, grow_seedling: 1, grow: 2 };
/** A stay covers the days from its first (whole) to the day it ended (exclusive), or until today. */
const covers = (s: Stay, day: string) => day >= s.from && (s.to === null || day < s.to);
const BOUNDS: readonly [ClimateQuantity, 'temp' | 'rh' | 'co2'][] = [
  ['air_temp', 'temp'],
  ['humidity', 'rh'],
  ['co2', 'co2'],
];
const lo = (t: ClimateTargetsView | null, k: 'temp' | 'rh' | 'co2') => t?.[`${k}_min`] ?? null;
const hi = (t: ClimateTargetsView | null, k: 'temp' | 'rh' | 'co2') => t?.[`${k}_max`] ?? null;

/**
 * 批次环境: the climate a batch lived in, per phase, from the hourly rollups of the areas it stood in during the
 * days it stood there, against the targets of the phase's area kind; and a daily line for the chart.
 */
export class PlantClimateService {
  constructor(
    private readonly repo: PlantRepository,
    private readonly climate: PlantClimateRepository,
    private readonly details: PlantDetailService,
    private readonly reader: BatchReader,
    private readonly targetsOf: TargetsOf,
  ) {}

  async batchClimate(fid: number, batchId: number): Promise<BatchClimate> {
    const b = await this.details.replayed(fid, batchId);
    const { state, version: spec } = b;
    const today = this.reader.today();
    if (state.stays.length === 0) return { phases: [], days: [] };
    // Targets of each phase's area kind; an area's hours are judged by the targets of the phase it served.
    const targets = new Map<GrowingPhase, ClimateTargetsView | null>();
    for (const phase of GROWING_PHASES) {
      const kind = stepOf(spec, phase)?.area_kind;
      if (kind !== undefined && state.stays.some((s) => s.phase === phase)) targets.set(phase, await this.targetsOf(fid, kind));
    }
    const bounds = new Map<number, Bounds[]>();
    for (const s of state.stays) {
      const t = targets.get(s.phase) ?? null;
      if (!bounds.has(s.area_id)) bounds.set(s.area_id, BOUNDS.map(([quantity, k]) => ({ areaId: s.area_id, quantity, lo: lo(t, k), hi: hi(t, k) })));
    }
    const first = state.stays.reduce((a, s) => (s.from < a ? s.from : a), state.stays[0]!.from);
    const last = state.stays.reduce((a, s) => (s.to === null ? addDays(today, 1) : s.to > a ? s.to : a), first);
    // A day wider on each side than any time zone shifts a calendar day; rows are then matched by their local day.
    const rows = await this.climate.days(
      fid,
      [...bounds.keys()],
      new Date(Date.parse(`${first}T00:00:00Z`) - DAY_MS),
      new Date(Date.parse(`${last}T00:00:00Z`) + DAY_MS),
      [...bounds.values()].flat(),
    );
    const byArea = groupBy(rows, (r) => `${r.areaId}|${r.quantity}`);
    const byDay = new Map(rows.map((r) => [`${r.areaId}|${r.quantity}|${r.day}`, r]));
    const of = (areaId: number, q: ClimateQuantity) => byArea.get(`${areaId}|${q}`) ?? [];

    const phases: BatchClimate['phases'] = [];
    for (const phase of GROWING_PHASES) {
      const stays = state.stays.filter((s) => s.phase === phase);
      const since = state.phase_since[phase];
      if (stays.length === 0 || since === undefined || !targets.has(phase)) continue;
      const t = targets.get(phase) ?? null;
      const during = (q: ClimateQuantity) => stays.flatMap((s) => of(s.area_id, q).filter((d) => covers(s, d.day)));
      const stat = (q: ClimateQuantity, k: 'temp' | 'rh' | 'co2') => statOfTotals(during(q), lo(t, k) !== null || hi(t, k) !== null);
      // Light is judged per whole day: today is not over yet.
      const lightDays = during('ppfd')
        .filter((d) => d.day < today)
        .map((d) => ({ light_hours: d.lit, dli: dliOf([d.lightSum]) }));
      phases.push({
        phase,
        from: since,
        to: state.phase_until[phase] ?? null,
        areas: [...new Set(stays.map((s) => s.area_id))].map((id) => ({ area_id: id, name: b.areaName(id) })),
        air_temp: stat('air_temp', 'temp'),
        humidity: stat('humidity', 'rh'),
        co2: stat('co2', 'co2'),
        light: lightStatOfDays(lightDays, t),
        targets: t,
      });
    }
    const daily = (areaId: number, q: ClimateQuantity, day: string) => byDay.get(`${areaId}|${q}|${day}`);
    return { phases, days: await this.days(batchId, b, daily, today) };
  }

  /** Each day from sowing until nothing stands any more: the place holding most dishes at the day's end and its daily values. */
  private async days(batchId: number, b: Awaited<ReturnType<PlantDetailService['replayed']>>, daily: (a: number, q: ClimateQuantity, day: string) => AreaDay | undefined, today: string) {
    // Replayed event by event to know where the dishes stood at the end of every day.
    const ends: { date: string; places: PlaceState[] }[] = [];
    let s = emptyBatchState();
    for (const row of await this.repo.events(this.repo.db, batchId)) {
      const r = applyEvent(b.version, s, rowEvent(row), b.names);
      if (!r.ok) break;
      s = r.state;
      if (ends.at(-1)?.date === row.date) ends.at(-1)!.places = s.places;
      else ends.push({ date: row.date, places: s.places });
    }
    const out: BatchClimate['days'] = [];
    let at = 0;
    for (let day = b.row.sowDate; day <= today; day = addDays(day, 1)) {
      while (at + 1 < ends.length && ends[at + 1]!.date <= day) at += 1;
      const places = ends[at]?.places ?? [];
      if (places.length === 0) {
        if (day > (ends.at(-1)?.date ?? day)) break;
        continue;
      }
      const main = places.reduce((a, p) => (p.dishes > a.dishes || (p.dishes === a.dishes && PHASE_RANK[p.phase] > PHASE_RANK[a.phase]) ? p : a));
      const mean = (q: ClimateQuantity) => {
        const d = daily(main.area_id, q, day);
        return d && d.hours > 0 ? d.sum / d.hours : null;
      };
      const ppfd = daily(main.area_id, 'ppfd', day);
      out.push({
        day,
        phase: main.phase,
        air_temp: mean('air_temp'),
        humidity: mean('humidity'),
        co2: mean('co2'),
        dli: ppfd && day < today ? dliOf([ppfd.lightSum]) : null,
      });
    }
    return out;
  }
}

function groupBy<T>(xs: readonly T[], key: (x: T) => string): Map<string, T[]> {
  const m = new Map<string, T[]>();
  for (const x of xs) {
    const k = key(x);
    const list = m.get(k);
    if (list) list.push(x);
    else m.set(k, [x]);
  }
  return m;
}
