/** Devices (points), their display settings and the alarm vocabulary shared by server and web. */

/** Alarm types and their Chinese labels (spec §6). */
export const ALARM_TYPE_LABELS = {
  high: '超上限',
  low: '超下限',
  stale: '数据中断',
  offline: '网关离线',
  cmd_failed: '指令失败',
  cmd_timeout: '指令超时',
  wind_warn: '大风预警',
  rain_warn: '降雨预警',
} as const;
export type AlarmTypeCode = keyof typeof ALARM_TYPE_LABELS;

/** Spec §3: alarm levels 0 and 5 count as severe. */
export const isSevereLevel = (level: number) => level === 0 || level === 5;

export const POINT_KIND_LABELS = { sensor: '传感器', switch: '开关', meter: '计量表' } as const;

/** The name shown for a point: what staff named it, else what the gateway announced, else its code. */
export const pointDisplayName = (p: { displayName: string | null; name: string; code: string }) => p.displayName || p.name || p.code;

/** A user setting equal to what the gateway announces is stored as "no override", so later births keep applying. */
export function overrideOf(value: string | undefined | null, announced: string): string | null {
  const v = value?.trim();
  return v === undefined || v === '' || v === announced ? null : v;
}

/** Null when a lower/upper pair is usable; otherwise the Chinese reason. */
export function rangeProblem(low: number | null | undefined, high: number | null | undefined, what: { low: string; high: string }): string | null {
  if (low === null || low === undefined || high === null || high === undefined) return null;
  return low < high ? null : `${what.low}必须小于${what.high}`;
}

/**
 * A sensor is stale when its gateway is online and nothing arrived for `staleMin` minutes. The clock starts
 * at the later of the last reading and the gateway's coming online, so a gateway back from an outage gets
 * the full time to replay what it buffered.
 */
export function isStale(o: { lastTs: number | null; onlineSince: number | null; staleMin: number; now: number }): boolean {
  const since = Math.max(o.lastTs ?? -Infinity, o.onlineSince ?? -Infinity);
  return Number.isFinite(since) && o.now - since >= o.staleMin * 60_000;
}
