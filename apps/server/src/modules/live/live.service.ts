import type { LiveValRow, SwitchStateRow } from '@pfs/domain/live';
import type { LiveRepository } from './live.repository.js';

/** Sparkline window of the real-time values page. */
export const SPARK_MINUTES = 60;

const iso = (d: Date | null | undefined) => d?.toISOString() ?? null;
type PointRow = Awaited<ReturnType<LiveRepository['points']>>[number];
/** Which point, on which gateway, in which area: shared by both pages. */
const where = (r: PointRow) => ({
  point_id: r.pointId,
  code: r.code,
  name: r.name || r.code,
  quantity: r.quantity,
  unit: r.unit,
  gw_id: r.gwId,
  gw_name: r.gwName,
  gw_online: r.gwOnline,
  area_id: r.areaId,
  area_name: r.areaName ? (r.fieldName ? `${r.fieldName} / ${r.areaName}` : r.areaName) : null,
});

/** What the live pages load first; the live channel keeps it current afterwards. */
export class LiveService {
  constructor(private readonly repo: LiveRepository) {}

  /** Every switch of the factory: state, since when, what caused it, and the last command and who sent it. */
  async switchStates(fid: number): Promise<SwitchStateRow[]> {
    const [rows, reqs] = await Promise.all([this.repo.points(fid, true), this.repo.lastRequests(fid)]);
    const lastReq = new Map(reqs.map((r) => [r.pointId, r]));
    return rows.map((r) => {
      const q = lastReq.get(r.pointId);
      return {
        ...where(r),
        writable: r.writable,
        on: r.swOn ?? null,
        value: r.swValue ?? null,
        cause: r.swCause ?? null,
        ts: iso(r.swTs),
        last_req: q
          ? { action: q.action, value: q.value, status: q.status, source: q.source, created_at: q.createdAt.toISOString(), cname: q.cname ?? null }
          : null,
      };
    });
  }

  /** Every sensor and meter: latest value and a per-minute series of the last hour. */
  async vals(fid: number, now = Date.now()): Promise<LiveValRow[]> {
    const [rows, series] = await Promise.all([this.repo.points(fid, false), this.repo.minuteSeries(fid, new Date(now - SPARK_MINUTES * 60_000))]);
    const byPoint = new Map<number, [number, number][]>();
    for (const s of series) {
      const list = byPoint.get(s.pointId) ?? [];
      list.push([s.t.getTime(), Math.round(s.v * 1000) / 1000]);
      byPoint.set(s.pointId, list);
    }
    return rows.map((r) => ({
      ...where(r),
      kind: r.kind as 'sensor' | 'meter',
      value: r.v ?? null,
      ts: iso(r.ts),
      spark: byPoint.get(r.pointId) ?? [],
    }));
  }
}
