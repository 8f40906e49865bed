import {
  CONSUMPTION_QUANTITIES,
  CONSUMPTION_UNITS,
  consumptionByKey,
  daysBetween,
  monthOf,
  monthsBetween,
  roundConsumption,
  type Consumption,
  type ConsumptionGrain,
  type ConsumptionQuery,
} from '@pfs/domain/iot-analysis';
import { checkDayRange } from '@pfs/domain/iot-history';
import { badRequest } from '../../lib/app-error.js';
import type { ConsumptionRepository } from './consumption.repository.js';

/** Per day up to a year; per calendar month up to three years. */
export const CONSUMPTION_MAX_DAYS: Record<ConsumptionGrain, number> = { day: 366, month: 1096 };

const NO_AREA = '未分配区域';
const rounded = (xs: number[]) => xs.map(roundConsumption);
const total = (xs: number[]) => roundConsumption(xs.reduce((a, b) => a + b, 0));

/**
 * Electricity (kWh) and water (m³) consumption per day or calendar month, per meter and per area (the area of
 * the meter's gateway). Hourly first/last readings feed the counter rule of the domain, so a counter reset
 * inside a day costs at most the part of one hour, never a negative figure.
 */
export class ConsumptionService {
  constructor(private readonly repo: ConsumptionRepository) {}

  async consumption(fid: number, q: ConsumptionQuery): Promise<Consumption> {
    const err = checkDayRange(q.start_day, q.end_day, CONSUMPTION_MAX_DAYS[q.grain], `${CONSUMPTION_QUANTITIES[q.quantity]}统计（按${q.grain === 'day' ? '日' : '月'}）`);
    if (err) throw badRequest(err);
    const buckets = q.grain === 'day' ? daysBetween(q.start_day, q.end_day) : monthsBetween(q.start_day, q.end_day);
    const meters = await this.repo.meters(fid, q.quantity);
    const ids = meters.map((m) => m.point_id);
    const [spans, before] = ids.length ? await Promise.all([this.repo.hourlySpans(ids, q.start_day, q.end_day), this.repo.lastBefore(ids, q.start_day)]) : [[], []];
    const keyOf = q.grain === 'day' ? (d: string) => d : monthOf;

    const meterRows = meters.map((m) => {
      const own = spans.filter((s) => s.pointId === m.point_id).map((s) => ({ key: keyOf(s.day), first: s.first, last: s.last }));
      const used = consumptionByKey(own, before.find((b) => b.pointId === m.point_id)?.last ?? null);
      const values = rounded(buckets.map((b) => used.get(b) ?? 0));
      return { point_id: m.point_id, name: m.name, gw_name: m.gw_name, area_id: m.area_id, area_name: m.area_name || NO_AREA, values, total: total(values), sort: m.area_sort };
    });

    const areas = new Map<string, { area_id: number | null; area_name: string; values: number[]; meter_ct: number; sort: number }>();
    for (const m of meterRows) {
      const key = String(m.area_id);
      const a = areas.get(key) ?? { area_id: m.area_id, area_name: m.area_name, values: new Array<number>(buckets.length).fill(0), meter_ct: 0, sort: m.sort };
      m.values.forEach((v, i) => (a.values[i]! += v));
      a.meter_ct += 1;
      areas.set(key, a);
    }
    const areaRows = [...areas.values()].sort((a, b) => a.sort - b.sort).map(({ sort: _s, ...a }) => ({ ...a, values: rounded(a.values), total: total(a.values) }));
    const perBucket = rounded(buckets.map((_, i) => areaRows.reduce((s, a) => s + a.values[i]!, 0)));
    return {
      quantity: q.quantity,
      unit: CONSUMPTION_UNITS[q.quantity],
      grain: q.grain,
      buckets,
      totals: perBucket,
      total: total(perBucket),
      areas: areaRows,
      meters: meterRows.map(({ sort: _s, ...m }) => m),
    };
  }
}
