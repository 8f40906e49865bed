/** A reading older than this is marked 数据过旧 (the demo gateways report every few seconds). */
export const STALE_AFTER_MS = 120_000;
const MINUTE = 60_000;
const SPARK_WINDOW_MS = 60 * MINUTE;

export const isStale = (ts: string | null, now: number) => !ts || now - new Date(ts).getTime() > STALE_AFTER_MS;

/** A live list's table props: every point loaded at once, 50 a page, the total counted in `unit` (点位, 开关). */
export const liveTable = <T>(q: { isLoading: boolean }, rows: T[], unit: string) => ({
  rowKey: 'point_id' as const,
  size: 'middle' as const,
  loading: q.isLoading,
  dataSource: rows,
  pagination: { defaultPageSize: 50, showSizeChanger: true, showTotal: (t: number) => `共 ${t} 个${unit}` },
});

/** Spec §3 wording: open 开启, close 关闭. */
export const switchWord = (on: boolean | null) => (on === null ? '未知' : on ? '开启' : '关闭');

export const CAUSE_LABELS: Record<string, string> = { cmd: '远程指令', local: '现场操作', boot: '网关启动', fault: '设备故障' };
export const SOURCE_LABELS: Record<string, string> = { manual: '手动', rule: '策略', strategy: '策略', system: '系统' };

/**
 * Appends a live reading to a per-minute sparkline: a reading in the newest minute replaces that minute's
 * point, a later one starts a new point, and points older than an hour fall off.
 */
export function appendSpark(spark: [number, number][], ts: number, v: number): [number, number][] {
  const minute = Math.floor(ts / MINUTE) * MINUTE;
  const last = spark.at(-1);
  if (last && minute < last[0]) return spark;
  const kept = spark.filter(([t]) => t > minute - SPARK_WINDOW_MS && t !== minute);
  return [...kept, [minute, v]];
}

/** Options for the area and gateway filters, in the order rows come (by gateway). */
export function placeOptions(rows: { area_id: number | null; area_name: string | null; gw_id: number; gw_name: string }[]) {
  const areas = new Map<number, string>();
  const gws = new Map<number, string>();
  for (const r of rows) {
    if (r.area_id !== null) areas.set(r.area_id, r.area_name ?? `区域 ${r.area_id}`);
    gws.set(r.gw_id, r.gw_name);
  }
  return { areas: [...areas].map(([value, label]) => ({ value, label })), gateways: [...gws].map(([value, label]) => ({ value, label })) };
}
