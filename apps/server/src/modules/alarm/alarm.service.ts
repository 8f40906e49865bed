import { formatValueWithUnit } from '@pfs/domain';
import { ALARM_TYPE_LABELS, isSevereLevel, isStale, rangeProblem } from '@pfs/domain/iot-device';
import type { Paged } from '@pfs/domain';
import type { Alarm, AlarmDetail, PointAlarmBody, PointAlarmCfg } from '@pfs/domain/alarm';
import type { AlarmTypeCode } from '@pfs/domain/iot-device';
import { AppError, notFound } from '../../lib/app-error.js';
import { Listeners } from '../../lib/listeners.js';
import type { alarmTable, pointAlarmCfgTable } from './alarm.table.js';
import type { AlarmFilter, AlarmRepository } from './alarm.repository.js';
import { pagedOf } from '../../lib/paging.js';

/** Chinese labels of the alarm types (kept under this name for the modules that use it). */
export const ALARM_TYPES = ALARM_TYPE_LABELS;
export type AlarmType = AlarmTypeCode;
/** Weather warnings (their threshold's cfg_id as source) raise alarms like sensors do. */
type AlarmSourceType = 'point' | 'gateway' | 'weather';

/** Spec §3: levels 0 and 5 count as severe. */
export const isSevere = isSevereLevel;
const SEVERE = 5;
/**
 * Alarms about a lasting condition (value out of range, no data, gateway offline), as opposed to events (a failed
 * command). Closing one while its condition holds means "seen and handled": no new alarm until it has cleared.
 */
const CONDITION_TYPES = new Set<string>(['high', 'low', 'stale', 'offline', 'wind_warn', 'rain_warn']);
/** Readings shown around an alarm: this long before it began and after it ended. */
const AROUND_MS = 30 * 60_000;
const MAX_CHART_POINTS = 2000;

type Cfg = typeof pointAlarmCfgTable.$inferSelect;
type Row = typeof alarmTable.$inferSelect;
export type ThresholdBody = Omit<PointAlarmBody, 'fid'>;

type Names = { closedByName: string | null; ackedByName: string | null; areaId: number | null; areaName: string | null };
/** Writes a line to the factory event log (工厂事件日志). */
export type LogAlarmEvent = (fid: number, uid: number, detail: string) => Promise<void>;

const view = (a: Row, n: Names): Alarm => ({
  alarm_id: a.alarmId,
  title: a.title,
  // Stored only through raise(), which takes an AlarmType.
  alarm_type: a.alarmType as AlarmType,
  type_label: ALARM_TYPES[a.alarmType as AlarmType] ?? a.alarmType,
  level: a.level,
  severe: isSevere(a.level),
  status: a.status,
  count: a.count,
  last_value: a.lastValue,
  source_type: a.sourceType,
  source_id: a.sourceId,
  area_id: n.areaId,
  area_name: n.areaName,
  first_at: a.firstAt.toISOString(),
  last_at: a.lastAt.toISOString(),
  closed_at: a.closedAt?.toISOString() ?? null,
  closed_by_name: n.closedByName ?? (a.closedAt ? '系统' : null),
  close_reason: a.closeReason,
  acked_at: a.ackedAt?.toISOString() ?? null,
  acked_by_name: n.ackedByName,
  /** The condition still holds; a closed alarm that is active raises nothing new until it has cleared. */
  active: a.active,
});

const cfgView = (c: Cfg): PointAlarmCfg => ({
  high: c.high,
  low: c.low,
  level: c.level,
  delay_s: c.delayS,
  enabled: c.enabled,
  auto_clear: c.autoClear,
  stale_min: c.staleMin,
});

/**
 * Raises, repeats and clears alarms. Thresholds wait for their delay before raising and clear on the return
 * to normal, so a value hovering at a limit does not flood. Sensors that stop reporting raise 数据中断.
 */
export class AlarmService {
  private cfg: Map<number, Cfg> | null = null;
  /** point → since when it has been out of range (per direction), and its last known range state. */
  private readonly outSince = new Map<string, number>();
  private readonly pointState = new Map<number, 'ok' | 'high' | 'low'>();
  /** Points with an open 数据中断 alarm: their next reading clears it. */
  private staleOpen: Set<number> | null = null;
  private staleTimer: NodeJS.Timeout | null = null;
  /** Every raise/close (badge and live channel). */
  readonly changed = new Listeners<[fid: number]>();
  /** A new alarm (not a repeat): wakes the notification worker, which is never awaited here. */
  readonly raised = new Listeners<[fid: number]>();

  constructor(
    private readonly repo: AlarmRepository,
    private readonly logEvent: LogAlarmEvent = async () => {},
  ) {}

  /** Every point's limits, loaded once and kept until settings change. */
  private async allCfg(): Promise<Map<number, Cfg>> {
    this.cfg ??= new Map((await this.repo.allCfg()).map((c) => [c.pointId, c]));
    return this.cfg;
  }

  private async cfgOf(pointId: number) {
    return (await this.allCfg()).get(pointId);
  }

  /** Device settings changed (e.g. a point disabled): settings are reloaded at the next reading. */
  settingsChanged() {
    this.cfg = null;
  }

  async saveThreshold(fid: number, c: ThresholdBody) {
    const p = await this.repo.pointLabel(c.point_id);
    if (!p || p.fid !== fid) throw notFound('点位不存在或不属于本工厂');
    if (p.kind === 'switch') throw new AppError(400, '开关没有上下限告警，请选择传感器或计量表');
    const bad = rangeProblem(c.low, c.high, { low: '下限', high: '上限' });
    if (bad) throw new AppError(400, bad);
    const prev = await this.repo.cfgOf(c.point_id);
    await this.repo.saveCfg({
      pointId: c.point_id,
      fid,
      high: c.high,
      low: c.low,
      level: c.level,
      delayS: c.delay_s,
      enabled: c.enabled,
      autoClear: c.auto_clear ?? prev?.autoClear ?? true,
      staleMin: c.stale_min === undefined ? (prev?.staleMin ?? null) : c.stale_min,
    });
    this.cfg = null;
  }

  async cfgFor(pointIds: number[]) {
    return new Map((await this.repo.cfgFor(pointIds)).map((c) => [c.pointId, cfgView(c)]));
  }

  /** Raises or repeats; nothing when the source's last alarm was closed while its condition still holds. */
  async raise(fid: number, sourceType: AlarmSourceType, sourceId: number, type: AlarmType, level: number, title: string, value?: number) {
    const condition = CONDITION_TYPES.has(type);
    if (condition && (await this.repo.isHeld({ fid, sourceType, sourceId, alarmType: type }))) return;
    const row = await this.repo.raise({ fid, sourceType, sourceId, alarmType: type, level, title, lastValue: value ?? null, active: condition });
    void this.changed.emit(fid);
    if (row.count === 1) void this.raised.emit(fid);
  }

  /**
   * The condition has cleared: the source is re-armed (a closed alarm no longer holds back the next one) and, unless
   * `close` is false (a threshold without auto-clear), its open alarm closes.
   */
  async clear(fid: number, sourceType: AlarmSourceType, sourceId: number, type: AlarmType, reason = '已恢复正常', close = true) {
    const source = { fid, sourceType, sourceId, alarmType: type };
    await this.repo.deactivate(source);
    if (!close) return;
    const closed = await this.repo.closeOfSource(source, reason);
    if (closed.length) void this.changed.emit(fid);
  }

  /** Accepted readings of one telemetry message. */
  async evaluateAll(fid: number, rows: { pointId: number; ms: number; v: number }[]) {
    this.staleOpen ??= new Set(await this.repo.openSources('stale'));
    await this.allCfg();
    for (const r of rows) {
      if (this.staleOpen.delete(r.pointId)) await this.clear(fid, 'point', r.pointId, 'stale', '数据已恢复');
      // Most readings are of points without limits: passed over here without a turn of the event loop each. The
      // settings may have been dropped meanwhile (settingsChanged); then evaluate reloads them.
      if (this.cfg && !this.cfg.get(r.pointId)?.enabled) continue;
      await this.evaluate(fid, r.pointId, r.ms, r.v);
    }
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
        await this.clear(fid, 'point', pointId, 'high', '已恢复正常', c.autoClear);
        await this.clear(fid, 'point', pointId, 'low', '已恢复正常', c.autoClear);
      }
      return;
    }
    // Out the other way (or first reading since start): the opposite limit's condition has cleared.
    const other = dir === 'high' ? 'low' : 'high';
    if (prev === undefined || prev === other) {
      this.outSince.delete(`${pointId}:${other}`);
      this.pointState.set(pointId, 'ok');
      await this.clear(fid, 'point', pointId, other, '已恢复正常', c.autoClear);
    }
    const key = `${pointId}:${dir}`;
    const since = this.outSince.get(key) ?? ts;
    this.outSince.set(key, since);
    if (ts - since < c.delayS * 1000) return;
    this.pointState.set(pointId, dir);
    const p = await this.repo.pointLabel(pointId);
    const limit = dir === 'high' ? c.high : c.low;
    // Titles read like the pages: the unit's decimals (21.1 °C, not 21.1134°C).
    const shown = (x: number | null) => formatValueWithUnit(x, p?.unit ?? '', p?.quantity);
    await this.raise(
      fid,
      'point',
      pointId,
      dir,
      c.level,
      `${p?.gwName ?? ''} ${p?.name || p?.code}${ALARM_TYPES[dir]}：${shown(v)}（限值 ${shown(limit)}）`,
      v,
    );
  }

  /** Periodic: sensors silent for their configured minutes while their gateway is online raise 数据中断. */
  async checkStale(now = Date.now()) {
    this.staleOpen ??= new Set(await this.repo.openSources('stale'));
    for (const c of await this.repo.staleCandidates()) {
      if (this.staleOpen.has(c.pointId)) continue;
      if (!isStale({ lastTs: c.lastTs?.getTime() ?? null, onlineSince: c.onlineSince?.getTime() ?? null, staleMin: c.staleMin!, now })) continue;
      const p = await this.repo.pointLabel(c.pointId);
      this.staleOpen.add(c.pointId);
      await this.raise(
        c.fid,
        'point',
        c.pointId,
        'stale',
        c.level,
        `${p?.gwName ?? ''} ${p?.name || p?.code}${ALARM_TYPES.stale}：超过 ${c.staleMin} 分钟没有数据`,
      );
    }
  }

  startStaleCheck(everyMs: number) {
    this.staleTimer ??= setInterval(() => void this.checkStale().catch(() => undefined), everyMs);
  }

  stopStaleCheck() {
    if (this.staleTimer) clearInterval(this.staleTimer);
    this.staleTimer = null;
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

  /** Points deleted: their open alarms close and their settings go. */
  async pointsRemoved(fid: number, pointIds: number[]) {
    if (pointIds.length === 0) return;
    const closed = await this.repo.closeOfPoints(fid, pointIds, '设备已删除');
    await this.repo.deactivateOfPoints(fid, pointIds);
    await this.repo.deleteCfg(pointIds);
    for (const id of pointIds) this.staleOpen?.delete(id);
    this.cfg = null;
    if (closed.length) void this.changed.emit(fid);
  }

  async gatewayRemoved(fid: number, gwId: number) {
    await this.clear(fid, 'gateway', gwId, 'offline', '网关已删除');
  }

  async list(fid: number, f: AlarmFilter): Promise<Paged<Alarm>> {
    return pagedOf(await this.repo.list(fid, f), (r) => view(r.alarm, r));
  }

  /** One alarm with its point's raw readings from 30 min before it began to 30 min after it ended, and its limits. */
  async detail(fid: number, alarmId: number): Promise<AlarmDetail> {
    const r = await this.repo.getView(fid, alarmId);
    if (!r) throw notFound('告警不存在');
    const a = r.alarm;
    const base = view(a, r);
    if (a.sourceType !== 'point') return { ...base, point: null, threshold: null, readings: [] };
    const [p, c] = await Promise.all([this.repo.pointLabel(a.sourceId), this.repo.cfgOf(a.sourceId)]);
    const end = Math.min(Date.now(), (a.closedAt ?? a.lastAt).getTime() + AROUND_MS);
    const rows = p ? await this.repo.readings(a.sourceId, new Date(a.firstAt.getTime() - AROUND_MS), new Date(end), 50_000) : [];
    // Thinned evenly for the chart; the first and last reading always stay.
    const step = Math.ceil(rows.length / MAX_CHART_POINTS);
    const readings = rows.filter((_x, i) => step <= 1 || i % step === 0 || i === rows.length - 1).map((x) => [x.ts.getTime(), x.v] as [number, number]);
    return {
      ...base,
      point: p ? { point_id: a.sourceId, name: p.name || p.code, code: p.code, unit: p.unit, gw_name: p.gwName } : null,
      threshold: c ? cfgView(c) : null,
      readings,
    };
  }

  async close(fid: number, alarmId: number, uid: number, reason: string) {
    const a = await this.repo.get(fid, alarmId);
    if (!a) throw notFound('告警不存在');
    if (a.status === 'closed') throw new AppError(409, '该告警已关闭');
    const closed = await this.repo.closeOne(fid, alarmId, uid, reason);
    // Closed by someone else meanwhile: only the close that happened is logged.
    for (const c of closed) await this.logClosed(fid, uid, c);
    // Closed while the sensor is still silent: it stays known as stale, so the next check raises nothing new.
    if (a.alarmType === 'stale' && !a.active) this.staleOpen?.delete(a.sourceId);
    void this.changed.emit(fid);
  }

  /** 「已确认，处理中」: the alarm stays open until the fault is fixed, but nobody further up is woken for it. */
  async ack(fid: number, alarmId: number, uid: number) {
    const [done] = await this.repo.ackOne(fid, alarmId, uid);
    if (!done) {
      const a = await this.repo.get(fid, alarmId);
      if (!a) throw notFound('告警不存在');
      throw new AppError(409, a.status === 'closed' ? '该告警已关闭，无需确认' : '该告警已有人确认');
    }
    await this.logEvent(fid, uid, `确认告警 #${alarmId}：${done.title}`);
    void this.changed.emit(fid);
  }

  /** Only a member's close is logged: an alarm that clears by itself is not an event anyone did. */
  private logClosed(fid: number, uid: number, a: { alarmId: number; title: string }) {
    return this.logEvent(fid, uid, `关闭告警 #${a.alarmId}：${a.title}`);
  }

  async closeAll(fid: number, uid: number, reason: string) {
    const closed = await this.repo.closeAllOf(fid, uid, reason);
    this.staleOpen = null;
    for (const c of closed) await this.logClosed(fid, uid, c);
    if (closed.length) void this.changed.emit(fid);
    return closed.length;
  }
}
