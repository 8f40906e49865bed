import { z } from 'zod';
import { fidSchema } from '../api/envelope.js';
import { daySchema, intSchema } from '../api/fields.js';
import type { CallAccess } from '../contract/call.js';

/**
 * 巡检统计 (/si/plan_stats_list, si.list) and 巡检报表 (/report/si, report.list): completion, on-time and abnormal
 * rates and the time from abnormal to handled, by period, rule, person or target. The report is the statistics of
 * one statement month (spec §9): the same function answers both, so the two pages never disagree.
 */

export const SI_STATS_DIMS = ['day', 'rule', 'person', 'target'] as const;
export type SiStatsDim = (typeof SI_STATS_DIMS)[number];
export const SI_STATS_DIM_LABELS: Readonly<Record<SiStatsDim, string>> = { day: '按日期', rule: '按规则', person: '按人员', target: '按对象' };
/** The longest range one statistics call covers. */
export const SI_STATS_DAYS_MAX = 400;

/** One row of the statistics: plans and items in the range, grouped by the dimension. */
export const siStatsRowSchema = z.object({
  key: z.string(), label: z.string(),
  plans: z.number().describe('到期的计划数'),
  done: z.number(), on_time: z.number(),
  overdue: z.number().describe('逾期未完成'),
  completion_rate: z.number().nullable().describe('完成率 %，两位小数'),
  on_time_rate: z.number().nullable().describe('按时完成率 %（占到期计划）'),
  items: z.number().describe('已作答的巡检项数'),
  err_ct: z.number().describe('判为异常的项数（含处理后正常）'),
  err_rate: z.number().nullable(), cases_handled: z.number(),
  avg_handle_hours: z.number().nullable().describe('异常从发现到处理完成的平均小时数'),
});
export type SiStatsRow = z.infer<typeof siStatsRowSchema>;

export const siStatsFilterSchema = z
  .object({
    fid: fidSchema,
    from: daySchema('开始日期', 'from'),
    to: daySchema('结束日期', 'to'),
    dim: z.enum(SI_STATS_DIMS, { error: `统计维度 dim 只能是 ${SI_STATS_DIMS.join('、')}` }).default('rule'),
  })
  .superRefine((b, ctx) => {
    if (b.to < b.from) ctx.addIssue({ code: 'custom', path: ['to'], message: '结束日期不能早于开始日期' });
    else if ((Date.parse(b.to) - Date.parse(b.from)) / 86_400_000 >= SI_STATS_DAYS_MAX) ctx.addIssue({ code: 'custom', path: ['to'], message: `统计范围最长 ${SI_STATS_DAYS_MAX} 天` });
  });

export const siStatsSchema = z.object({ total: siStatsRowSchema, rows: z.array(siStatsRowSchema) });
export type SiStats = z.infer<typeof siStatsSchema>;

/** The month's report: the statement range, the totals, by day for the charts, by rule for the table, the targets found abnormal most. */
export const siReportFilterSchema = z.object({
  fid: fidSchema,
  year: intSchema('年份 year', { min: 2000, max: 2100 }),
  month: intSchema('月份 month', { min: 1, max: 12 }),
});
export const siReportSchema = z.object({
  start: z.string(), end: z.string().describe('不含'),
  total: siStatsRowSchema, cases_opened: z.number(),
  cases_open: z.number().describe('月末仍未处理的异常'),
  by_day: z.array(siStatsRowSchema), by_rule: z.array(siStatsRowSchema), by_person: z.array(siStatsRowSchema),
  top_targets: z.array(z.object({ target_name: z.string(), err_ct: z.number() })),
});
export type SiReport = z.infer<typeof siReportSchema>;

/** Who reads the report: 报表 holders (report.list) and those who see inspections (si.list), in a factory with the module. */
export const SI_REPORT_ACCESS: CallAccess = { kind: 'perm', code: 'report.list', or: ['si.list'], module: 'si' };
