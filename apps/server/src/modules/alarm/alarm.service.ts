import { and, eq, type SQL } from 'drizzle-orm';
import { AppError, notFound } from '../../lib/app-error.js';
import { Listeners } from '../../lib/listeners.js';
import type { pointAlarmCfgTable } from './alarm.table.js';
import { alarmTable } from './alarm.table.js';
import type { AlarmFilter, AlarmRepository } from './alarm.repository.js';

export const ALARM_TYPES = {
  high: '超上限',
  low: '超下限',
  offline: '网关离线',
  cmd_failed: '指令失败',
  cmd_timeout: '指令超时',
} as const;
export type AlarmType = keyof typeof ALARM_TYPES;

/** Spec §3: levels 0 and 5 count as severe. */
export const isSevere = (level: number) => level === 0 || level === 5;
const SEVERE = 5;

type Cfg = typeof pointAlarmCfgTable.$inferSelect;
type Row = typeof alarmTable.$inferSelect;

const view = (a: Row, closedByName: string | null) => ({
  alarm_id: a.alarmId,
  title: a.title,
  alarm_type: a.alarmType,
  type_label: ALARM_TYPES[a.alarmType as AlarmType] ?? a.alarmType,
  level: a.level,
  severe: isSevere(a.level),
  status: a.status,
  count: a.count,
  last_value: a.lastValue,
  source_type: a.sourceType,
  source_id: a.sourceId,
  first_at: a.firstAt.toISOString(),
  last_at: a.lastAt.toISOString(),
  closed_at: a.closedAt?.toISOString() ?? null,
  closed_by_name: closedByName ?? (a.closedAt ? '系统' : null),
  close_reason: a.closeReason,
});

/**
 * Raises, repeats and clears alarms. Thresholds wait for their delay before raising and clear on the return
 * to normal, so a value hovering at a limit does not flood.
 */
export class AlarmService {
  private cfg: Map<number, Cfg> | null = null;
  /** point → since when it has been out of range (per direction), and its last known range state. */
  private readonly outSince = new Map<string, number>();
  private readonly pointState = new Map<number, 'ok' | 'high' | 'low'>();
  /** Every raise/close (badge and live channel). */
  readonly changed = new Listeners<[fid: number]>();

  constructor(private readonly repo: AlarmRepository) {}

  private async cfgOf(pointId: number) {
    this.cfg ??= new Map((await this.repo.allCfg()).map((c) => [c.pointId, c]));
    return this.cfg.get(pointId);
  }

  async saveThreshold(fid: number, c: { point_id: number; high: number | null; low: number | null; level: number; delay_s: number; enabled: boolean }) {
    const p = await this.repo.pointLabel(c.point_id);
    if (!p || p.fid !== fid) throw notFound('点位不存在或不属于本工厂');
    if (c.high !== null && c.low !== null && c.low >= c.high) throw new AppError(400, '下限必须小于上限');
    await this.repo.saveCfg({ pointId: c.point_id, fid, high: c.high, low: c.low, level: c.level, delayS: c.delay_s, enabled: c.enabled });
    this.cfg = null;
  }

  async raise(fid: number, sourceType: 'point' | 'gateway', sourceId: number, type: AlarmType, level: number, title: string, value?: number) {
    await this.repo.raise({ fid, sourceType, sourceId, alarmType: type, level, title, lastValue: value ?? null });
    void this.changed.emit(fid);
  }

  async clear(fid: number, sourceType: 'point' | 'gateway', sourceId: number, type: AlarmType) {
    const closed = await this.repo.closeWhere(
      and(eq(alarmTable.fid, fid), eq(alarmTable.sourceType, sourceType), eq(alarmTable.sourceId, sourceId), eq(alarmTable.alarmType, type)) as SQL,
      null,
      '已恢复正常',
    );
    if (closed.length) void this.changed.emit(fid);
  }

  /** Accepted readings of one telemetry message. */
  async evaluateAll(fid: number, rows: { pointId: number; ts: Date; v: number }[]) {
    for (const r of rows) await this.evaluate(fid, r.pointId, r.ts.getTime(), r.v);
  }

  /** One reading against its point's thresholds. */
  async evaluate(fid: number, pointId: number, ts: number, v: number) {
    const c = await this.cfgOf(pointId);
    if (!c || !c.enabled) return;
    const dir = c.high !== null && v > c.high ? 'high' : c.low !== null && v < c.low ? 'low' : 'ok';
    const prev = this.pointState.get(pointId);
    if (dir === 'ok') {
      this.outSince.delete(`${pointId}:high`);
      this.outSince.delete(`${pointId}:low`);
      if (prev !== 'ok') {
        this.pointState.set(pointId, 'ok');
        await this.clear(fid, 'point', pointId, 'high');
        await this.clear(fid, 'point', pointId, 'low');
      }
      return;
    }
    const key = `${pointId}:${dir}`;
    const since = this.outSince.get(key) ?? ts;
    this.outSince.set(key, since);
    if (ts - since < c.delayS * 1000) return;
    this.pointState.set(pointId, dir);
    const p = await this.repo.pointLabel(pointId);
    const limit = dir === 'high' ? c.high : c.low;
    await this.raise(fid, 'point', pointId, dir, c.level, `${p?.gwName ?? ''} ${p?.name || p?.code}${ALARM_TYPES[dir]}：${v}${p?.unit ?? ''}（限值 ${limit}${p?.unit ?? ''}）`, v);
  }

  async gatewayStatus(gwId: number, online: boolean) {
    const g = await this.repo.gatewayLabel(gwId);
    if (!g) return;
    if (online) await this.clear(g.fid, 'gateway', gwId, 'offline');
    else await this.raise(g.fid, 'gateway', gwId, 'offline', SEVERE, `${g.name} 离线`);
  }

  /** A switch command's outcome: failures and time-outs raise, the next success clears. */
  async commandOutcome(pointId: number, status: string, error: string) {
    const p = await this.repo.pointLabel(pointId);
    if (!p) return;
    if (status === 'done') {
      await this.clear(p.fid, 'point', pointId, 'cmd_failed');
      await this.clear(p.fid, 'point', pointId, 'cmd_timeout');
    } else if (status === 'failed' || status === 'timeout') {
      const type = status === 'failed' ? 'cmd_failed' : 'cmd_timeout';
      await this.raise(p.fid, 'point', pointId, type, SEVERE, `${p.gwName} ${p.name || p.code}${ALARM_TYPES[type]}：${error}`);
    }
  }

  async list(fid: number, f: AlarmFilter) {
    const { rows, total } = await this.repo.list(fid, f);
    return { total_ct: total, items: rows.map((r) => view(r.alarm, r.closedByName)) };
  }

  async close(fid: number, alarmId: number, uid: number, reason: string) {
    const a = await this.repo.get(fid, alarmId);
    if (!a) throw notFound('告警不存在');
    if (a.status === 'closed') throw new AppError(409, '该告警已关闭');
    await this.repo.closeWhere(and(eq(alarmTable.fid, fid), eq(alarmTable.alarmId, alarmId)) as SQL, uid, reason);
    void this.changed.emit(fid);
  }

  async closeAll(fid: number, uid: number, reason: string) {
    const closed = await this.repo.closeWhere(eq(alarmTable.fid, fid), uid, reason);
    if (closed.length) void this.changed.emit(fid);
    return closed.length;
  }
}
