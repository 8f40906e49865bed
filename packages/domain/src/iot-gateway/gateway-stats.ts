/** Why the server refused a gateway message (ingest), as shown in 网关统计. */
export const GATEWAY_REJECT_REASONS: Readonly<Record<string, string>> = {
  malformed_json: '非法 JSON',
  invalid_payload: '格式错误',
  unknown_point: '未知点位',
  future_ts: '时间超前',
  stale_ts: '时间过旧',
  oversized_batch: '批次过大',
  value_out_of_range: '数值超出范围',
  /** Accepted, but the database refused to store it (a data error): set aside, never retried. */
  unstorable: '无法存储',
  invalid_status: '状态消息无效',
  invalid_birth: '点位清单无效',
  invalid_ack: '指令回执无效',
  invalid_state: '开关状态无效',
};

export const rejectReasonLabel = (reason: string) => (reason ? (GATEWAY_REJECT_REASONS[reason] ?? reason) : '—');

/** Seconds since a gateway came online, as 3 天 4 小时 / 2 小时 5 分 / 40 秒. */
export function uptimeLabel(onlineSince: Date | string | null, now: Date): string {
  if (!onlineSince) return '—';
  const s = Math.max(0, Math.floor((now.getTime() - new Date(onlineSince).getTime()) / 1000));
  const d = Math.floor(s / 86_400);
  const h = Math.floor((s % 86_400) / 3600);
  const m = Math.floor((s % 3600) / 60);
  if (d > 0) return `${d} 天 ${h} 小时`;
  if (h > 0) return `${h} 小时 ${m} 分`;
  if (m > 0) return `${m} 分 ${s % 60} 秒`;
  return `${s} 秒`;
}

/** Share of messages refused, in percent (0 when nothing arrived). */
export const rejectRate = (rejected: number, readings: number) => (rejected + readings === 0 ? 0 : (rejected / (rejected + readings)) * 100);
