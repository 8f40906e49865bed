import { z } from 'zod';
import { listBodySchema, pagedSchema } from '../api/envelope.js';
import { dateTimeSchema, idSchema, textSchema } from '../api/fields.js';
import { IOT_LOG_KIND_CODES } from './iot-log.js';
import { callAccess, callsOf } from '../contract/call.js';

/** 物联网日志: the list call's body and reply. */

/** POST /api/get_iot_log_list — by time, kind, member and a keyword in target or content. */
export const iotLogQuerySchema = listBodySchema({
  start: dateTimeSchema('开始时间', 'start').optional(),
  end: dateTimeSchema('结束时间', 'end').optional(),
  kind: z.enum(IOT_LOG_KIND_CODES, { error: '日志类型无效' }).optional(),
  uid: idSchema('成员编号', 'uid').optional(),
  keyword: textSchema('关键词', 50, { maxMsg: '关键词不能超过 50 个字' }).optional(),
});
export type IotLogQuery = z.infer<typeof iotLogQuerySchema>;

/** One entry; uid null and cname '' when the system did it (a strategy, a gateway, the server). */
export const iotLogItemSchema = z.object({
  id: z.number(),
  ts: z.iso.datetime(),
  kind: z.string(),
  kind_label: z.string(),
  uid: z.number().nullable(),
  cname: z.string(),
  target: z.string(),
  content: z.string(),
  /** What the entry is about in machine terms (request id, point, status…), shown in the detail view. */
  detail: z.record(z.string(), z.unknown()),
});
export type IotLogItem = z.infer<typeof iotLogItemSchema>;

export const getIotLogList = callsOf('日志').post('/api/get_iot_log_list', {
  access: callAccess.perm('syslog.list'),
  summary: '物联网日志：控制、网关上下线、配置变更（按时间、类型、成员、关键词筛选）',
  body: iotLogQuerySchema,
  data: pagedSchema(iotLogItemSchema),
});
