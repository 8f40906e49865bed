import { z } from 'zod';
import { fidSchema, listBodySchema, pagedSchema } from '../api/envelope.js';
import { callAccess, callsAs, callsOf } from '../contract/call.js';
import { dateTimeSchema, idSchema, intSchema, textSchema } from '../api/fields.js';

/** 系统日志: user logs, page visits and factory events — the calls' bodies and replies. */

const isoTime = z.iso.datetime();

/** Kinds of user-log entries with their Chinese labels. */
export const USER_LOG_TYPES = {
  login: '登录',
  login_failed: '登录失败',
  logout: '退出登录',
  password_change: '修改密码',
  password_reset: '重置密码',
  profile_update: '修改资料',
  member_add: '添加成员',
  member_update: '修改成员',
  member_remove: '移除成员',
  member_password: '设置成员密码',
  role_save: '保存角色',
  role_delete: '删除角色',
} as const;
export type UserLogType = keyof typeof USER_LOG_TYPES;

/** Kinds of factory events. */
export const FAC_EVENT_TYPES = {
  member: '成员',
  role: '角色',
  setting: '设置',
  system: '系统',
  material: '物料',
  plant_spec: '品种规格',
  plant: '种植',
  customer: '客户',
  sales: '订单',
  warehouse: '成品仓库',
  labs: '实验',
  alarm: '告警',
  mes: '生产',
} as const;
export type FacEventType = keyof typeof FAC_EVENT_TYPES;

export const logQueryBodySchema = listBodySchema({
  start: dateTimeSchema('开始时间', 'start').optional(),
  end: dateTimeSchema('结束时间', 'end').optional(),
  uid: idSchema('成员编号', 'uid').optional(),
  type: textSchema('日志类型', 32).optional(),
});
export type LogQueryBody = z.infer<typeof logQueryBodySchema>;

/** When and who, as every log entry shows them (cname '' where the entry names nobody). */
const logEntrySchema = z.object({ id: z.number(), ts: isoTime, uid: z.number().nullable(), cname: z.string() });

export const userLogItemSchema = logEntrySchema.extend({ uni_no: z.string(), type: z.string(), type_label: z.string(), detail: z.string(), ip: z.string() });
export type UserLogItem = z.infer<typeof userLogItemSchema>;

/** A visit is always a member's. */
export const pageVisitItemSchema = logEntrySchema.extend({ uid: z.number(), uni_no: z.string(), site_name: z.string(), path: z.string(), param: z.string() });
export type PageVisitItem = z.infer<typeof pageVisitItemSchema>;

export const facEventItemSchema = logEntrySchema.extend({ type: z.string(), type_label: z.string(), detail: z.string() });
export type FacEventItem = z.infer<typeof facEventItemSchema>;

/** Spec §3 page-visit log: fid, site_name, path, param. */
export const pageVisitBodySchema = z.object({
  fid: fidSchema,
  site_name: textSchema('站点名称', 64).default(''),
  path: textSchema('页面路径', 512, { min: 1, minMsg: '缺少页面路径 path', maxMsg: '页面路径过长' }),
  param: textSchema('页面参数', 2048, { raw: true, maxMsg: '页面参数过长' }).default(''),
});

export const logStatsBodySchema = z.object({
  fid: fidSchema,
  days: intSchema('天数 days', { min: 1, max: 90 }).default(14),
});
export const logStatsSchema = z.object({
  days: z.array(z.object({ day: z.string(), user_log_ct: z.number(), page_visit_ct: z.number(), fac_evt_ct: z.number() })),
  totals: z.object({ user_log_ct: z.number(), page_visit_ct: z.number(), fac_evt_ct: z.number(), active_user_ct: z.number() }),
});
export type LogStats = z.infer<typeof logStatsSchema>;

// ── The calls ─────────────────────────────────────────────────────────────────────────────────────
const list = callsAs('日志', callAccess.perm('syslog.list'));

export const addPageVisitLog = callsOf('日志').post('/api/add_page_visit_log', {
  access: callAccess.member,
  summary: '记录页面访问',
  body: pageVisitBodySchema,
  data: null,
});

export const getFacUserlogList = list.post('/api/get_fac_userlog_list', { summary: '用户操作日志', body: logQueryBodySchema, data: pagedSchema(userLogItemSchema) });

export const getFacUserVoList = list.post('/api/get_fac_user_vo_list', { summary: '页面访问日志', body: logQueryBodySchema, data: pagedSchema(pageVisitItemSchema) });

export const getFacEvtLogList = list.post('/api/get_fac_evt_log_list', { summary: '工厂事件日志', body: logQueryBodySchema, data: pagedSchema(facEventItemSchema) });

export const getFacLogStats = list.post('/api/get_fac_log_stats', { summary: '日志概览：每日条数', body: logStatsBodySchema, data: logStatsSchema });
