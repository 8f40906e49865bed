import { numberCols, plainCols, type ListColumn } from '../contract/list.js';
import { RECORD_STATUS_LABELS } from '../auth/record-status.js';
import { SI_ANSWER_KIND_LABELS, SI_CASE_STATUS_LABELS, SI_PERIOD_LABELS, SI_PLAN_STATUS_LABELS, SI_RESULT_LABELS, SI_TARGET_KIND_LABELS } from './si-vocab.js';
import type { SiItem, SiRule } from './si-cfg.api.js';
import type { SiCase, SiPlan, SiRecordRow } from './si-plan.api.js';
import type { SiStatsRow } from './si-stats.api.js';

/** The columns of the inspection lists: what the pages show, in their order, and what their Excel files write. */

const status = { labels: RECORD_STATUS_LABELS };
const range = (i: SiItem) => (i.answer_kind !== 'number' ? '' : `${i.min ?? '—'} ~ ${i.max ?? '—'} ${i.unit}`.trim());

export const SI_ITEM_COLUMNS: ListColumn<SiItem>[] = [
  { key: 'name', title: '巡检项', width: 20 },
  { key: 'target_kind', title: '对象类型', format: { labels: SI_TARGET_KIND_LABELS } },
  { key: 'target_name', title: '巡检对象', width: 22 },
  { key: 'method', title: '检查方法', width: 28 },
  { key: 'standard', title: '判定标准', width: 28 },
  { key: 'answer_kind', title: '填写方式', format: { labels: SI_ANSWER_KIND_LABELS } },
  { key: 'range', title: '正常范围', width: 16, value: range },
  { key: 'photo_required', title: '须拍照', value: (i) => (i.photo_required ? '是' : '否') },
  { key: 'point_name', title: '对比点位', width: 18, value: (i) => (i.point_name ? `${i.point_name}（±${i.tolerance ?? 0}${i.unit}）` : '') },
  { key: 'rule_ct', title: '规则数', format: 'number' },
  { key: 'status', title: '状态', format: status },
];

export const SI_RULE_COLUMNS: ListColumn<SiRule>[] = [
  { key: 'name', title: '规则', width: 20 },
  { key: 'period', title: '周期', format: { labels: SI_PERIOD_LABELS } },
  { key: 'window', title: '时间窗', width: 18, value: (r) => `${r.period === 'd' ? '' : `第 ${r.due_day} 天 `}${r.start_time}–${r.end_time}` },
  { key: 'late_min', title: '宽限（分钟）', format: 'number' },
  { key: 'item_ct', title: '巡检项数', format: 'number' },
  { key: 'assignee_names', title: '负责', width: 20 },
  { key: 'case_days', title: '整改天数', format: 'number' },
  { key: 'next_due_at', title: '下次截止', format: 'datetime' },
  { key: 'plan_ct', title: '计划数', format: 'number' },
  { key: 'status', title: '状态', format: status },
  { key: 'remark', title: '备注', width: 24 },
];

export const SI_PLAN_COLUMNS: ListColumn<SiPlan>[] = [
  { key: 'period_label', title: '周期', width: 20 },
  { key: 'rule_name', title: '规则', width: 20 },
  { key: 'assignee_names', title: '负责', width: 18 },
  { key: 'due_at', title: '截止时间', format: 'datetime' },
  { key: 'status', title: '状态', format: { labels: SI_PLAN_STATUS_LABELS } },
  { key: 'progress', title: '进度', value: (p) => `${p.answered_ct}/${p.item_ct}` },
  { key: 'err_ct', title: '异常项', format: 'number' },
  { key: 'done_at', title: '完成时间', format: 'datetime' },
  { key: 'late', title: '是否逾期完成', value: (p) => (p.done_at ? (p.late ? '逾期完成' : '按时') : '') },
  { key: 'done_by_name', title: '完成人', width: 10 },
];

export const SI_RECORD_COLUMNS: ListColumn<SiRecordRow>[] = [
  { key: 'answered_at', title: '巡检时间', format: 'datetime' },
  ...plainCols<SiRecordRow>({ period_label: '周期', rule_name: '规则', item_name: '巡检项', target_name: '巡检对象' }).map((c) => ({ ...c, width: 18 })),
  { key: 'result', title: '结果', format: { labels: SI_RESULT_LABELS } },
  { key: 'value', title: '读数 / 内容', width: 16 },
  { key: 'problem', title: '超出范围', width: 14 },
  { key: 'iot_drift', title: '与传感器对比', width: 30 },
  { key: 'remark', title: '备注', width: 24 },
  { key: 'photo_ct', title: '照片', format: 'number' },
  { key: 'answered_by_name', title: '巡检人', width: 10 },
];

export const SI_CASE_COLUMNS: ListColumn<SiCase>[] = [
  { key: 'opened_at', title: '发现时间', format: 'datetime' },
  { key: 'item_name', title: '巡检项', width: 18 },
  { key: 'target_name', title: '巡检对象', width: 20 },
  { key: 'finding', title: '问题', width: 30 },
  { key: 'owner_name', title: '负责人', width: 10 },
  { key: 'deadline', title: '整改期限', format: 'date' },
  { key: 'status', title: '状态', value: (c) => (c.overdue ? '逾期未处理' : SI_CASE_STATUS_LABELS[c.status]) },
  { key: 'handled_at', title: '处理时间', format: 'datetime' },
  { key: 'handled_by_name', title: '处理人', width: 10 },
  { key: 'handle_hours', title: '处理用时（小时）', format: 'number' },
];

export const SI_STATS_COLUMNS: ListColumn<SiStatsRow>[] = [
  { key: 'label', title: '分组', width: 20 },
  ...numberCols<SiStatsRow>({
    plans: '到期计划',
    done: '已完成',
    on_time: '按时完成',
    overdue: '逾期未完成',
    completion_rate: '完成率 %',
    on_time_rate: '按时率 %',
    items: '巡检项次',
    err_ct: '异常项次',
    err_rate: '异常率 %',
    cases_handled: '已处理异常',
    avg_handle_hours: '平均处理用时（小时）',
  }),
];
