import { numberCols, plainCols, type ListColumn } from '../contract/list.js';
import { RECORD_STATUS_LABELS } from '../auth/record-status.js';
import { EQUIP_KIND_LABELS, EQUIP_STATE_LABELS, MAINT_KIND_LABELS, WO_OP_LABELS, WO_SOURCE_LABELS, WO_STATUS_LABELS } from './mes-vocab.js';
import type { MesEquip, MesFault, MesMaint, MesOeeRow } from './mes-equip.api.js';
import type { MesLabourRow, MesWo } from './mes-wo.api.js';

/** The columns of the production-control lists: what the pages show, in their order, and what their Excel files write. */

const pct = (x: number | null) => (x === null ? '' : `${Math.round(x * 1000) / 10}%`);
const place = (area: string, phase: string | null) => (area ? `${area}${phase ? `（${phase}）` : ''}` : '');

export const MES_EQUIP_COLUMNS: ListColumn<MesEquip>[] = [
  { key: 'name', title: '设备', width: 18 },
  { key: 'kind', title: '类型', format: { labels: EQUIP_KIND_LABELS } },
  ...plainCols<MesEquip>({ model: '型号', area_name: '区域' }),
  { key: 'capacity', title: '产能（盘/时）', format: 'number' },
  { key: 'state', title: '状态', format: { labels: EQUIP_STATE_LABELS } },
  { key: 'gw_name', title: '接入网关', width: 16 },
  { key: 'maint_days', title: '保养周期（天）', format: 'number' },
  { key: 'last_maint_day', title: '上次保养', format: 'date' },
  { key: 'next_maint_day', title: '下次保养', format: 'date' },
  { key: 'status', title: '启用', format: { labels: RECORD_STATUS_LABELS } },
  { key: 'remark', title: '备注', width: 24 },
];

export const MES_OEE_COLUMNS: ListColumn<MesOeeRow>[] = [
  { key: 'period', title: '日期', width: 12 },
  { key: 'eq_name', title: '设备', width: 16 },
  ...numberCols<MesOeeRow>({ planned_min: '计划时间（分）', run_min: '运行（分）', fault_min: '故障（分）', maint_min: '保养（分）', count: '计数（盘）', reject: '损坏（盘）', orders: '工单数' }),
  { key: 'availability', title: '时间开动率', value: (r) => pct(r.availability) },
  { key: 'performance', title: '性能开动率', value: (r) => pct(r.performance) },
  { key: 'quality', title: '合格品率', value: (r) => pct(r.quality) },
  { key: 'oee', title: 'OEE', value: (r) => pct(r.oee) },
];

export const MES_FAULT_COLUMNS: ListColumn<MesFault>[] = [
  { key: 'eq_name', title: '设备', width: 16 },
  { key: 'started_at', title: '开始', format: 'datetime' },
  { key: 'ended_at', title: '恢复', format: 'datetime' },
  { key: 'minutes', title: '停机（分）', format: 'number' },
  { key: 'reason', title: '故障现象', width: 20 },
  { key: 'source', title: '来源', format: { labels: { iot: '设备上报', hand: '人工登记' } } },
  { key: 'reported_by_name', title: '登记人' },
  { key: 'cleared_by_name', title: '恢复人' },
  { key: 'note', title: '处理说明', width: 28 },
];

export const MES_MAINT_COLUMNS: ListColumn<MesMaint>[] = [
  { key: 'day', title: '日期', format: 'date' },
  { key: 'eq_name', title: '设备', width: 16 },
  { key: 'kind', title: '类型', format: { labels: MAINT_KIND_LABELS } },
  { key: 'minutes', title: '停机（分）', format: 'number' },
  { key: 'note', title: '内容', width: 30 },
  { key: 'by_name', title: '登记人' },
];

export const MES_WO_COLUMNS: ListColumn<MesWo>[] = [
  { key: 'wo_no', title: '工单号', width: 14 },
  { key: 'op', title: '作业', format: { labels: WO_OP_LABELS } },
  { key: 'status', title: '状态', format: { labels: WO_STATUS_LABELS } },
  { key: 'late', title: '逾期', value: (w) => (w.late ? '逾期' : '') },
  ...plainCols<MesWo>({ batch_no: '批次', crop: '作物' }),
  { key: 'progress', title: '完成/计划（盘）', value: (w) => `${w.done_dishes}/${w.dishes}` },
  { key: 'from', title: '从', width: 16, value: (w) => place(w.from_area_name, w.from_phase) },
  { key: 'to', title: '到', width: 16, value: (w) => place(w.to_area_name, w.to_phase) },
  { key: 'plan_start', title: '计划开始', format: 'datetime' },
  { key: 'plan_end', title: '计划结束', format: 'datetime' },
  ...plainCols<MesWo>({ team: '班组', user_name: '人员', eq_name: '设备' }),
  { key: 'done_at', title: '完成时间', format: 'datetime' },
  { key: 'labour_h', title: '工时（时）', value: (w) => Math.round((w.labour_min / 60) * 10) / 10 },
  { key: 'source', title: '来源', format: { labels: WO_SOURCE_LABELS }, exportOnly: true },
  { key: 'remark', title: '备注', width: 24, exportOnly: true },
];

export const MES_LABOUR_COLUMNS: ListColumn<MesLabourRow>[] = [
  { key: 'period', title: '日期', width: 12 },
  { key: 'op', title: '作业', format: { labels: WO_OP_LABELS } },
  ...numberCols<MesLabourRow>({ orders: '工单数', dishes: '盘数', labour_hours: '人工时', dishes_per_hour: '盘/人时', late: '逾期' }),
];
