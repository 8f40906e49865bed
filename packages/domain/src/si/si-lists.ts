import { callsAs, pageCallsOf } from '../contract/call.js';
import { listOf, unpagedListOf } from '../contract/list.js';
import { siItemListFilterSchema, siItemSchema, siRuleListFilterSchema, siRuleSchema } from './si-cfg.api.js';
import { siCaseListFilterSchema, siCaseSchema, siPlanListFilterSchema, siPlanSchema, siRecordListFilterSchema, siRecordRowSchema } from './si-plan.api.js';
import { SI_REPORT_ACCESS, siReportFilterSchema, siReportSchema, siStatsFilterSchema, siStatsSchema } from './si-stats.api.js';
import { SI_CASE_COLUMNS, SI_ITEM_COLUMNS, SI_PLAN_COLUMNS, SI_RECORD_COLUMNS, SI_RULE_COLUMNS, SI_STATS_COLUMNS } from './si-columns.js';

/** The inspection lists, each a list call and its Excel export from one definition. */

const cfg = pageCallsOf('巡检配置', 'cfg.si', { module: 'si' }).list;
const si = pageCallsOf('日常巡检', 'si', { module: 'si' }).list;

export const siItemList = listOf(cfg, { title: '巡检项', name: 'si_item_list', summary: '巡检项列表（对象、方法、标准、填写方式）', filter: siItemListFilterSchema, item: siItemSchema, columns: SI_ITEM_COLUMNS });
export const siRuleList = listOf(cfg, { title: '巡检规则', name: 'si_rule_list', summary: '巡检规则列表（周期、时间窗、负责、巡检项）', filter: siRuleListFilterSchema, item: siRuleSchema, columns: SI_RULE_COLUMNS });
export const siPlanList = listOf(si, { title: '巡检计划', name: 'si_plan_list', summary: '巡检计划（按周期生成；状态由作答、完成与时间得出）', filter: siPlanListFilterSchema, item: siPlanSchema, columns: SI_PLAN_COLUMNS });
export const siRecordList = listOf(si, { title: '巡检记录', name: 'si_rcd_list', summary: '巡检记录（每一项的作答）', filter: siRecordListFilterSchema, item: siRecordRowSchema, columns: SI_RECORD_COLUMNS });
export const siCaseList = listOf(si, { title: '异常处理', name: 'si_err_list', summary: '巡检异常与处理（负责人、期限、逾期）', filter: siCaseListFilterSchema, item: siCaseSchema, columns: SI_CASE_COLUMNS });
export const siStatsList = unpagedListOf(si, { title: '巡检统计', name: 'si_plan_stats_list', summary: '巡检统计：完成率、按时率、异常率与处理用时（按日期、规则、人员或对象）', filter: siStatsFilterSchema, data: siStatsSchema, rows: (d) => d.rows, columns: SI_STATS_COLUMNS });
export const siReport = unpagedListOf(callsAs('报表', SI_REPORT_ACCESS), { title: '巡检月报', name: 'si_report', summary: '巡检月报（结算月：上月 25 日至本月 25 日）：汇总、逐日、按规则、按人员与异常最多的对象', filter: siReportFilterSchema, data: siReportSchema, rows: (d) => d.by_rule, columns: SI_STATS_COLUMNS });

export const { list: getSiItemList, export: exportSiItemList } = siItemList;
export const { list: getSiRuleList, export: exportSiRuleList } = siRuleList;
export const { list: getSiPlanList, export: exportSiPlanList } = siPlanList;
export const { list: getSiRecordList, export: exportSiRecordList } = siRecordList;
export const { list: getSiCaseList, export: exportSiCaseList } = siCaseList;
export const { list: getSiStatsList, export: exportSiStatsList } = siStatsList;
export const { list: getSiReport, export: exportSiReport } = siReport;
