import { z } from 'zod';
import { fidSchema, pageQuerySchema } from '../api/envelope.js';
import { dateTimeSchema, idSchema, textSchema } from '../api/fields.js';

/** Kinds of IoT log entries (物联网日志). */
export const IOT_LOG_KINDS = {
  ctrl: '设备控制',
  gateway: '网关',
  config: '配置',
  rule: '策略',
  lock: '手动锁定',
} as const;
export type IotLogKind = keyof typeof IOT_LOG_KINDS;

/** Outcome of a control request in the log's words. */
export const CONTROL_OUTCOME_WORDS: Readonly<Record<string, string>> = {
  pending: '待下发',
  sent: '已下发',
  done: '已执行',
  failed: '执行失败',
  timeout: '超时未确认',
  expired: '已过期未执行',
};

export const iotLogQuerySchema = pageQuerySchema.extend({
  fid: fidSchema,
  start: dateTimeSchema('开始时间', 'start').optional(),
  end: dateTimeSchema('结束时间', 'end').optional(),
  kind: z.enum(Object.keys(IOT_LOG_KINDS) as [IotLogKind, ...IotLogKind[]], { error: '日志类型无效' }).optional(),
  uid: idSchema('成员编号', 'uid').optional(),
  keyword: textSchema('关键词', 50, { maxMsg: '关键词不能超过 50 个字' }).optional(),
});
export type IotLogQuery = z.infer<typeof iotLogQuerySchema>;

export type IotLogItem = {
  id: number;
  ts: string;
  kind: string;
  kind_label: string;
  uid: number | null;
  cname: string;
  target: string;
  content: string;
  detail: Record<string, unknown>;
};
