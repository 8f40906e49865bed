import {
  GROWING_PHASES,
  addDays,
  applyEvent,
  dliOf,
  emptyBatchState,
  lightStatOf,
  statOf,
  stepOf,
  type AreaKind,
  type BatchClimate,
  type ClimateTargetsView,
  type GrowingPhase,
  type PlaceState,
  type Stay,
} from '@pfs/domain';
import { rowEvent } from './plant-event-codec.js';
import type { AreaHour, PlantClimateRepository } from './plant-climate.repository.js';
import type { PlantDetailService } from './plant-detail.service.js';
import type { PlantRepository } from './plant.repository.js';
import type { BatchReader } from './plant-batch-reader.js';

/** The climate targets of an area kind (factory settings), or null when none are set. */
export type TargetsOf = (fid: number, kind: AreaKind) => Promise<ClimateTargetsView | null>;

const DAY_MS = 86_400_000;
const PHASE_RANK: Record<GrowingPhase, number> = { sprouting: 0, grow_seedling: 1, grow: 2 };
const mean = (xs: readonly number[]) => (xs.length ? xs.reduce((a, x) => a + x, 0) / xs.length : null);
/** A stay covers the days from its first (whole) to the day it ended (exclusive), or until today. */
const covers = (s: Stay, day: string) => day >= s.from && (s.to === null || day < s.to);

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
    const first = state.stays.reduce((a, s) => (s.from < a ? s.from : a), state.stays[0]!.from);
    const last = state.stays.reduce((a, s) => (s.to === null ? addDays(today, 1) : s.to > a ? s.to : a), first);
    // A day wider on each side than any time zone shifts a calendar day; hours are then matched by their local day.
    const hours = await this.climate.hours(
      fid,
      [...new Set(state.stays.map((s) => s.area_id))],
      new Date(Date.parse(`${first}T00:00:00Z`) - DAY_MS),
      new Date(Date.parse(`${last}T00:00:00Z`) + DAY_MS),
    );
    const byArea = groupBy(hours, (h) => `${h.areaId}|${h.quantity}`);
    const byDay = groupBy(hours, (h) => `${h.areaId}|${h.quantity}|${h.day}`);
    const of = (areaId: number, q: AreaHour['quantity']) => byArea.get(`${areaId}|${q}`) ?? [];
    const daily = (areaId: number, q: AreaHour['quantity'], day: string) => (byDay.get(`${areaId}|${q}|${day}`) ?? []).map((h) => h.avg);

    const phases: BatchClimate['phases'] = [];
    for (const phase of GROWING_PHASES) {
      const stays = state.stays.filter((s) => s.phase === phase);
      const since = state.phase_since[phase];
      const kind = stepOf(spec, phase)?.area_kind;
      if (stays.length === 0 || since === undefined || kind === undefined) continue;
      const t = await this.targetsOf(fid, kind);
      const during = (q: AreaHour['quantity']) => stays.flatMap((s) => of(s.area_id, q).filter((h) => covers(s, h.day)));
      // Light is judged per whole day: today is not over yet.
      const lightDays = stays.flatMap((s) => {
        const days = new Map<string, number[]>();
        for (const h of of(s.area_id, 'ppfd')) if (covers(s, h.day) && h.day < today) days.set(h.day, [...(days.get(h.day) ?? []), h.avg]);
        return [...days.values()];
      });
      phases.push({
        phase,
        from: since,
        to: state.phase_until[phase] ?? null,
        areas: [...new Set(stays.map((s) => s.area_id))].map((id) => ({ area_id: id, name: b.areaName(id) })),
        air_temp: statOf(during('air_temp'), t?.temp_min ?? null, t?.temp_max ?? null),
        humidity: statOf(during('humidity'), t?.rh_min ?? null, t?.rh_max ?? null),
        co2: statOf(during('co2'), t?.co2_min ?? null, t?.co2_max ?? null),
        light: lightStatOf(lightDays, t),
        targets: t,
      });
    }
    return { phases, days: await this.days(batchId, b, daily, today) };
  }

  /** Each day from sowing until nothing stands any more: the place holding most dishes at the day's end and its daily values. */
  private async days(batchId: number, b: Awaited<ReturnType<PlantDetailService['replayed']>>, daily: (a: number, q: AreaHour['quantity'], day: string) => number[], today: string) {
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
      const ppfd = daily(main.area_id, 'ppfd', day);
      out.push({
        day,
        phase: main.phase,
        air_temp: mean(daily(main.area_id, 'air_temp', day)),
        humidity: mean(daily(main.area_id, 'humidity', day)),
        co2: mean(daily(main.area_id, 'co2', day)),
        dli: ppfd.length && day < today ? dliOf(ppfd) : null,
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
