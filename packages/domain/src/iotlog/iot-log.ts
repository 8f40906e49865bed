/** The IoT log's vocabulary; its call's body and reply are in api/iotlog.api.ts. */

/** Kinds of IoT log entries (物联网日志). */
export const IOT_LOG_KINDS = {
  ctrl: '设备控制',
  gateway: '网关',
  config: '配置',
  rule: '策略',
  lock: '手动锁定',
} as const;
export type IotLogKind = keyof typeof IOT_LOG_KINDS;
export const IOT_LOG_KIND_CODES = Object.keys(IOT_LOG_KINDS) as [IotLogKind, ...IotLogKind[]];

/** Outcome of a control request in the log's words. */
export const CONTROL_OUTCOME_WORDS: Readonly<Record<string, string>> = {
  pending: '待下发',
  sent: '已下发',
  done: '已执行',
  failed: '执行失败',
  timeout: '超时未确认',
  expired: '已过期未执行',
};
