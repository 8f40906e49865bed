import {
  ANALYSIS_MAX_POINTS,
  correlation,
  correlationLabel,
  dailyProfile,
  normalise,
  seriesStats,
  type AnalysisCompare,
  type AnalysisPoint,
  type AnalysisProfile,
  type AnalysisSetInput,
  type AnalysisSetView,
  type GatewayRates,
} from '@pfs/domain/iot-analysis';
import { checkTimeRange } from '@pfs/domain/iot-history';
import { badRequest, conflict, notFound } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { AnalysisRepository, AnalysisSetRow } from './analysis.repository.js';

const HOUR_MS = 3_600_000;
/** Hourly analysis spans at most a year (8,784 points per series). */
export const ANALYSIS_MAX_DAYS = 366;

export type AnalysisRange = { point_ids: number[]; start: Date; end: Date };
const round = (v: number | null) => (v === null ? null : Math.round(v * 1000) / 1000);
const roundStats = (s: ReturnType<typeof seriesStats>) => (s ? { n: s.n, avg: round(s.avg)!, min: round(s.min)!, max: round(s.max)!, std: round(s.std)! } : null);

const toSetView = (s: AnalysisSetRow): AnalysisSetView => ({
  set_id: s.setId,
  name: s.name,
  point_ids: s.pointIds,
  range_days: s.rangeDays,
  view: s.view,
  normalise: s.normalise,
  day_start: s.dayStart,
  day_end: s.dayEnd,
  remark: s.remark,
  updated_at: s.updatedAt.toISOString(),
});

/**
 * Data analysis (数据分析): several sensors side by side over a range (hourly averages, statistics,
 * correlation), their average day in the factory's time zone, and the saved analysis sets.
 */
export class AnalysisService {
  constructor(
    private readonly repo: AnalysisRepository,
    private readonly clock: Clock,
  ) {}

  /** Sensors and meters that can be analysed, with gateway and area. */
  points(fid: number): Promise<AnalysisPoint[]> {
    return this.repo.points(fid);
  }

  /** The factory's points among `ids`, in the order asked; a missing or foreign one is a 404 naming it. */
  private async pointsOf(fid: number, ids: number[]) {
    const rows = await this.repo.points(fid, ids);
    const missing = ids.filter((id) => !rows.some((r) => r.point_id === id));
    if (missing.length > 0) throw notFound(`传感器 ${missing.join('、')} 不存在或不属于本工厂`);
    return ids.map((id) => rows.find((r) => r.point_id === id)!);
  }

  private checkRange(q: AnalysisRange) {
    if (q.point_ids.length > ANALYSIS_MAX_POINTS) throw badRequest(`一次最多分析 ${ANALYSIS_MAX_POINTS} 个传感器`);
    const err = checkTimeRange(q.start, q.end, ANALYSIS_MAX_DAYS, '数据分析');
    if (err) throw badRequest(err);
  }

  /** Hourly averages on one shared hour axis, statistics per series and the correlation of every pair. */
  async compare(fid: number, q: AnalysisRange & { normalise?: boolean }): Promise<AnalysisCompare> {
    this.checkRange(q);
    const points = await this.pointsOf(fid, q.point_ids);
    const first = Math.floor(q.start.getTime() / HOUR_MS) * HOUR_MS;
    const hours: number[] = [];
    for (let t = first; t < q.end.getTime(); t += HOUR_MS) hours.push(t);
    const index = new Map(hours.map((t, i) => [t, i]));
    const values = new Map(points.map((p) => [p.point_id, new Array<number | null>(hours.length).fill(null)]));
    for (const r of await this.repo.hourly(q.point_ids, new Date(first), q.end)) {
      const i = index.get(r.bucket.getTime());
      if (i !== undefined && r.ct > 0) values.get(r.pointId)![i] = r.sum / r.ct;
    }
    const series = points.map((p) => {
      const v = values.get(p.point_id)!;
      return { ...p, values: v.map(round), normalised: q.normalise ? normalise(v).map(round) : null, stats: roundStats(seriesStats(v)) };
    });
    const correlations = [];
    for (let i = 0; i < points.length; i++) {
      for (let j = i + 1; j < points.length; j++) {
        const r = correlation(values.get(points[i]!.point_id)!, values.get(points[j]!.point_id)!);
        correlations.push({ a: points[i]!.point_id, b: points[j]!.point_id, r: r === null ? null : Math.round(r * 1000) / 1000, label: correlationLabel(r) });
      }
    }
    return { hours: hours.map((t) => new Date(t).toISOString()), series, correlations };
  }

  /** The average day per sensor (hour of day 0–23 in the factory's time zone) and its day/night averages. */
  async profile(fid: number, q: AnalysisRange & { day_start: string; day_end: string }): Promise<AnalysisProfile> {
    this.checkRange(q);
    const points = await this.pointsOf(fid, q.point_ids);
    const rows = await this.repo.hourly(q.point_ids, q.start, q.end);
    return {
      time_zone: this.clock.timeZone,
      series: points.map((p) => {
        const prof = dailyProfile(
          rows.filter((r) => r.pointId === p.point_id),
          this.clock.timeZone,
          { start: q.day_start, end: q.day_end },
        );
        return { ...p, hours: prof.hours.map(round), day_avg: round(prof.day_avg), night_avg: round(prof.night_avg), stats: roundStats(seriesStats(prof.hours)) };
      }),
    };
  }

  /** Readings each gateway delivered per hour over the last 24 hours (its reading rate). */
  async gatewayRates(fid: number, now = new Date()): Promise<GatewayRates> {
    const since = new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS - 23 * HOUR_MS);
    const rows = await this.repo.gatewayHourlyCounts(fid, since);
    const hours = Array.from({ length: 24 }, (_, i) => since.getTime() + i * HOUR_MS);
    const byGw = new Map<number, number[]>();
    for (const r of rows) {
      const i = Math.round((r.bucket.getTime() - since.getTime()) / HOUR_MS);
      if (i < 0 || i >= 24) continue;
      const arr = byGw.get(r.gwId) ?? new Array<number>(24).fill(0);
      arr[i] = Number(r.ct);
      byGw.set(r.gwId, arr);
    }
    return { hours: hours.map((t) => new Date(t).toISOString()), gateways: [...byGw].map(([gw_id, per_hour]) => ({ gw_id, per_hour, total_24h: per_hour.reduce((a, b) => a + b, 0) })) };
  }

  async listSets(fid: number): Promise<AnalysisSetView[]> {
    return (await this.repo.listSets(fid)).map(toSetView);
  }

  /** Creates (no set_id) or updates a saved analysis set; names are unique per factory. */
  async saveSet(fid: number, uid: number, input: AnalysisSetInput & { set_id?: number }): Promise<AnalysisSetView> {
    await this.pointsOf(fid, input.point_ids);
    const same = await this.repo.findSetByName(fid, input.name);
    if (same && same.setId !== input.set_id) throw conflict(`分析名称「${input.name}」已存在`);
    const row = {
      name: input.name,
      pointIds: input.point_ids,
      rangeDays: input.range_days,
      view: input.view,
      normalise: input.normalise,
      dayStart: input.day_start,
      dayEnd: input.day_end,
      remark: input.remark,
      updatedBy: uid,
      updatedAt: new Date(),
    };
    if (input.set_id === undefined) return toSetView(await this.repo.insertSet({ fid, ...row }));
    const updated = await this.repo.updateSet(fid, input.set_id, row);
    if (!updated) throw notFound('分析配置不存在或不属于本工厂');
    return toSetView(updated);
  }

  async deleteSet(fid: number, setId: number) {
    if (!(await this.repo.deleteSet(fid, setId))) throw notFound('分析配置不存在或不属于本工厂');
  }
}
