import { type Paged } from '@pfs/domain';
import {
  HISTORY_LIMITS,
  checkDayRange,
  checkTimeRange,
  downsampleBucketSeconds,
  type DailySeries,
  type ExtremeItem,
  type HistoryPointMeta,
  type HistoryPointOptions,
  type HourlyItem,
  type HourlySeries,
  type Last24,
  type PointOptionKind,
  type RawSeries,
  type RollupColumns,
} from '@pfs/domain/iot-history';
import { badRequest, notFound } from '../../lib/app-error.js';
import type { ExtremeFilter, HistoryRepository } from './history.repository.js';

/** The one answer for a point that is missing or belongs to another factory: it names only the id asked for. */
const pointNotFound = (id: number) => notFound(`点位 ${id} 不存在或不属于本工厂`);

const HOUR_MS = 3_600_000;
const emptyRollup = (): RollupColumns => ({ avg: [], min: [], min_ts: [], max: [], max_ts: [], ct: [] });

function ensure(problem: string | null) {
  if (problem) throw badRequest(problem);
}

/** History of sensors and meters: point picker, raw (downsampled), hourly, daily, last 24 h and extremes. */
export class HistoryService {
  constructor(readonly repo: HistoryRepository) {}

  async pointOptions(fid: number, kinds: readonly PointOptionKind[] = ['sensor', 'meter']): Promise<HistoryPointOptions> {
    const areas = new Map<string, HistoryPointOptions[number]>();
    for (const { sn, ...p } of await this.repo.pointOptions(fid, kinds)) {
      const key = String(p.area_id ?? 'none');
      let area = areas.get(key);
      if (!area) areas.set(key, (area = { area_id: p.area_id, area_name: p.area_name || '未分配区域', gateways: [] }));
      let gw = area.gateways.find((g) => g.gw_id === p.gw_id);
      if (!gw) area.gateways.push((gw = { gw_id: p.gw_id, gw_name: p.gw_name, sn, points: [] }));
      gw.points.push(p);
    }
    return [...areas.values()];
  }

  /** The points in the asked order; each must be a sensor or meter of this factory. */
  async resolvePoints(fid: number, ids: number[]): Promise<HistoryPointMeta[]> {
    const unique = [...new Set(ids)];
    const found = new Map((await this.repo.pointsByIds(unique)).map((p) => [p.point_id, p]));
    return unique.map((id) => {
      const p = found.get(id);
      // Another factory's point and a missing one get the same answer: ids of other factories cannot be probed.
      if (!p || p.fid !== fid) throw pointNotFound(id);
      if (p.kind !== 'sensor' && p.kind !== 'meter') throw badRequest(`点位「${p.name || p.code}」是开关，没有历史数值，请选择传感器或计量表`);
      const { fid: _fid, ...meta } = p;
      return meta;
    });
  }

  async raw(fid: number, ids: number[], start: Date, end: Date, maxPoints: number = HISTORY_LIMITS.seriesPointsDefault): Promise<RawSeries[]> {
    ensure(checkTimeRange(start, end, HISTORY_LIMITS.rawMaxDays, '原始数据'));
    const points = await this.resolvePoints(fid, ids);
    const pids = points.map((p) => p.point_id);
    const counts = await this.repo.readingCounts(pids, start, end);
    const bucketS = downsampleBucketSeconds(end.getTime() - start.getTime(), Math.max(0, ...counts.values()), maxPoints);
    const cols = new Map<number, { t: number[]; v: number[]; min: number[]; max: number[] }>();
    if (bucketS === null) {
      for (const r of await this.repo.rawColumns(pids, start, end)) cols.set(r.pointId, { ...r.cols, min: r.cols.v, max: r.cols.v });
    } else {
      for (const r of await this.repo.bucketColumns(pids, start, end, bucketS)) cols.set(Number(r.point_id), r.cols);
    }
    return points.map((p) => ({ ...p, bucket_s: bucketS, reading_ct: counts.get(p.point_id) ?? 0, ...(cols.get(p.point_id) ?? { t: [], v: [], min: [], max: [] }) }));
  }

  /**
   * One value per hour while the hours fit a chart of maxPoints; longer ranges read the daily rollups
   * (bucket_s 86400, whole calendar days in the factory's zone), the finest stored level that fits.
   */
  async hourly(fid: number, ids: number[], start: Date, end: Date, maxPoints: number = HISTORY_LIMITS.seriesPointsDefault): Promise<HourlySeries[]> {
    ensure(checkTimeRange(start, end, HISTORY_LIMITS.hourlyMaxDays, '小时数据'));
    const points = await this.resolvePoints(fid, ids);
    const pids = points.map((p) => p.point_id);
    const hours = Math.ceil((end.getTime() - start.getTime()) / HOUR_MS);
    const byDay = hours > maxPoints;
    const found = byDay ? await this.repo.dailyAsBuckets(pids, await this.repo.dayOf(start), await this.repo.dayOf(new Date(end.getTime() - 1))) : await this.repo.hourly(pids, start, end);
    const rows = new Map(found.map((r) => [r.pointId, r]));
    return points.map((p) => {
      const r = rows.get(p.point_id);
      return { ...p, bucket_s: byDay ? 86_400 : null, t: r?.t ?? [], ...(r?.cols ?? emptyRollup()) };
    });
  }

  async hourlyList(fid: number, ids: number[], start: Date, end: Date, f: Parameters<HistoryRepository['hourlyPage']>[3]): Promise<Paged<HourlyItem>> {
    ensure(checkTimeRange(start, end, HISTORY_LIMITS.hourlyMaxDays, '小时数据'));
    const points = await this.resolvePoints(fid, ids);
    return this.repo.hourlyPage(points.map((p) => p.point_id), start, end, f);
  }

  async daily(fid: number, ids: number[], startDay: string, endDay: string): Promise<DailySeries[]> {
    ensure(checkDayRange(startDay, endDay, HISTORY_LIMITS.dailyMaxDays, '日数据'));
    const points = await this.resolvePoints(fid, ids);
    const rows = new Map((await this.repo.daily(points.map((p) => p.point_id), startDay, endDay)).map((r) => [r.pointId, r]));
    return points.map((p) => {
      const r = rows.get(p.point_id);
      return { ...p, day: r?.day ?? [], ...(r?.cols ?? emptyRollup()) };
    });
  }

  /** The last 24 hours including the current one, and the newest raw reading of each point. */
  async last24(fid: number, ids: number[], now = new Date()): Promise<Last24> {
    const end = new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS + HOUR_MS);
    const start = new Date(end.getTime() - 24 * HOUR_MS);
    const series = await this.hourly(fid, ids, start, end);
    const latest = new Map((await this.repo.latest(series.map((s) => s.point_id))).map((l) => [l.pointId, { ts: l.ts, v: l.v }]));
    return { start: start.getTime(), end: end.getTime(), series: series.map((s) => ({ ...s, latest: latest.get(s.point_id) ?? null })) };
  }

  async extremes(fid: number, f: ExtremeFilter): Promise<Paged<ExtremeItem>> {
    ensure(checkDayRange(f.startDay, f.endDay, HISTORY_LIMITS.dailyMaxDays, '极值记录'));
    if (f.pointIds?.length) await this.resolvePoints(fid, f.pointIds);
    return this.repo.extremes(fid, f);
  }
}
