import { numberCols, type ListColumn } from '../contract/list.js';
import { PLANT_PHASE_LABELS, type PlantPhase } from '../labels/enum-labels.js';
import { BATCH_STATUS_LABELS } from './plant-vocab.js';
import { addDays } from './plant-day.js';
import type { FacEventItem } from '../syslog/syslog.api.js';
import type { BatchView, DueMoveItem, InProcessItem } from './plant.api.js';
import type { BatchDelItem, CycleStats, HarvestItem, HistoryItem, LossItem, SowItem, TransplantItem } from './plant-record.api.js';
import type { ProtectionView } from './plant-protection.api.js';

/** The columns of planting's lists: what the page shows, in its order, and what the Excel file writes. */

const phases = { labels: PLANT_PHASE_LABELS };

type Batchy = { batch_no: string; crop: string; variety: string };
/** Which batch a row is about: its number and what grows in it. */
const batchCols = <R extends Batchy>(): ListColumn<R>[] => [
  { key: 'batch_no', title: '批次号', width: 16 },
  { key: 'crop', title: '作物' },
  { key: 'variety', title: '品种', width: 16 },
];

type Placed = { area_name: string; dishes: number; plants: number };
/** Where a batch stands (or sowing, a loss, a harvest happened), and how many dishes and plants that is. */
const placeCols = <R extends Placed>(): ListColumn<R>[] => [
  { key: 'area_name', title: '区域' },
  ...numberCols<R>({ dishes: '盘数', plants: '株数' }),
];

const areasCol = <R extends { areas: { name: string }[] }>(title: string): ListColumn<R> => ({
  key: 'areas',
  title,
  width: 20,
  value: (r) => r.areas.map((a) => a.name).join('、'),
});

export const BATCH_COLUMNS: ListColumn<BatchView>[] = [
  ...batchCols<BatchView>(),
  { key: 'spec_ver', title: '规格版本', format: 'number' },
  { key: 'sow_date', title: '播种日期', width: 12, format: 'date' },
  { key: 'status', title: '状态', format: { labels: BATCH_STATUS_LABELS } },
  { key: 'phase', title: '当前阶段', format: phases },
  ...numberCols<BatchView>({ dishes: '在产盘数', plants: '在产株数', plants_sown: '播种株数', plants_lost: '损耗株数', plants_harvested: '采收株数', kg_harvested: '采收重量（kg）' }),
  areasCol<BatchView>('所在区域'),
  { key: 'planned_pick_day', title: '计划采收日', width: 12, format: 'date' },
  { key: 'closed_on', title: '结束日期', width: 12, format: 'date' },
  { key: 'remark', title: '备注', width: 30 },
];

const NEXT_LABEL = { move: '移动', transplant: '移栽', pick: '采收' } as const;
const phaseText = (p: PlantPhase | null) => (p ? PLANT_PHASE_LABELS[p] : '');

export const IN_PROCESS_COLUMNS: ListColumn<InProcessItem>[] = [
  ...batchCols<InProcessItem>(),
  { key: 'sow_date', title: '播种日期', width: 12, format: 'date' },
  { key: 'phase', title: '阶段', format: phases },
  ...placeCols<InProcessItem>(),
  { key: 'since', title: '进入阶段日期', width: 14, format: 'date' },
  ...numberCols<InProcessItem>({ days_in: '已过天数', planned_days: '计划天数', late_days: '超期天数' }),
  {
    key: 'next',
    title: '下一步',
    width: 18,
    value: (r) => (r.next_kind === 'pick' ? '采收' : r.next_kind ? `${NEXT_LABEL[r.next_kind]}到「${phaseText(r.next_phase)}」` : ''),
  },
];

/** 在产批次's columns with the day it fell due and why it cannot be done yet. */
export const DUE_MOVE_COLUMNS: ListColumn<DueMoveItem>[] = [
  ...IN_PROCESS_COLUMNS.slice(0, 9),
  { key: 'due_on', title: '到期日', width: 12, format: 'date' },
  ...IN_PROCESS_COLUMNS.slice(9),
  { key: 'blocked', title: '暂不能进行', width: 30, value: (r) => r.blocked?.reason ?? '' },
];

/** A record of one day's work on a batch opens with the day and the batch, then its own columns, and closes with who recorded it. */
const recordColumns = <R extends Batchy & { date: string; operator_name: string }>(...own: ListColumn<R>[]): ListColumn<R>[] => [
  { key: 'date', title: '日期', width: 12, format: 'date' },
  ...batchCols<R>(),
  ...own,
  { key: 'operator_name', title: '操作人' },
];

export const SOW_COLUMNS = recordColumns<SowItem>(
  ...placeCols<SowItem>(),
  { key: 'seed_qty', title: '用种量', format: 'number' },
  { key: 'seed_unit', title: '单位' },
);

export const TRANSPLANT_COLUMNS = recordColumns<TransplantItem>(
  { key: 'from_area_name', title: '移出区域' },
  { key: 'to_area_name', title: '移入区域' },
  ...numberCols<TransplantItem>({ dishes: '育苗盘数', dishes_to: '栽培盘数', plants: '株数' }),
);

export const HISTORY_COLUMNS: ListColumn<HistoryItem>[] = [
  ...batchCols<HistoryItem>(),
  { key: 'spec_ver', title: '规格版本', format: 'number' },
  { key: 'sow_date', title: '播种日期', width: 12, format: 'date' },
  { key: 'closed_on', title: '结束日期', width: 12, format: 'date' },
  ...numberCols<HistoryItem>({ days: '生长天数', plants_sown: '播种株数', plants_lost: '损耗株数', plants_harvested: '采收株数', loss_pct: '损耗率(%)', kg: '采收重量(kg)' }),
  ...numberCols<HistoryItem>({ dishes_harvested: '采收盘数', kg_per_dish: '单盘产量(kg)', expected_kg_per_dish: '预期单盘产量(kg)', yield_pct: '达成率(%)' }),
];

export const LOSS_COLUMNS = recordColumns<LossItem>(
  { key: 'phase', title: '阶段', format: phases },
  ...placeCols<LossItem>(),
  { key: 'reason_label', title: '原因' },
  { key: 'pics', title: '图片数', format: 'number', value: (r) => r.pics.length },
  { key: 'remark', title: '备注', width: 30 },
);

export const HARVEST_COLUMNS = recordColumns<HarvestItem>(...placeCols<HarvestItem>(), { key: 'kg', title: '重量(kg)', format: 'number' }, {
  key: 'grades',
  title: '分级(kg)',
  width: 24,
  // Each grade's weight in one cell: A: 12.5，B: 3.
  value: (r) => r.grades.map((g) => `${g.grade}: ${g.kg}`).join('，'),
});

export const BATCH_DEL_COLUMNS: ListColumn<BatchDelItem>[] = [
  ...batchCols<BatchDelItem>(),
  { key: 'sow_date', title: '播种日期', width: 12, format: 'date' },
  ...numberCols<BatchDelItem>({ plants_sown: '播种株数', dishes: '删除时盘数', plants_in_process: '删除时在产株数' }),
  { key: 'del_reason', title: '删除原因', width: 30 },
  { key: 'deleted_at', title: '删除时间', width: 18, format: 'datetime' },
  { key: 'deleted_by_name', title: '删除人' },
];

/** 生长周期统计's file: one row per spec and phase. */
export type CycleRow = Omit<CycleStats[number], 'phases' | 'spec_id'> & CycleStats[number]['phases'][number];
export const cycleRowsOf = (stats: readonly CycleStats[number][]): CycleRow[] =>
  stats.flatMap((s) => s.phases.map((p) => ({ crop: s.crop, variety: s.variety, batch_ct: s.batch_ct, ...p })));
export const CYCLE_COLUMNS: ListColumn<CycleRow>[] = [
  { key: 'crop', title: '作物' },
  { key: 'variety', title: '品种', width: 16 },
  { key: 'batch_ct', title: '批次数', format: 'number' },
  { key: 'phase', title: '阶段', format: phases },
  ...numberCols<CycleRow>({ planned_days: '计划天数', actual_avg: '实际平均天数', actual_min: '实际最少天数', actual_max: '实际最多天数', n: '已完成批次数' }),
];

export const PLANT_LOG_COLUMNS: ListColumn<FacEventItem>[] = [
  { key: 'ts', title: '时间', width: 20, format: 'datetime_s' },
  { key: 'type_label', title: '类型' },
  { key: 'cname', title: '操作人' },
  { key: 'detail', title: '内容', width: 80 },
];

export const PROTECTION_COLUMNS: ListColumn<ProtectionView>[] = [
  { key: 'date', title: '日期', width: 12, format: 'date' },
  { key: 'kind_label', title: '类型' },
  { key: 'target', title: '防治对象', width: 16 },
  { key: 'item_name', title: '农药', width: 16 },
  { key: 'reg_no', title: '登记证号', width: 16 },
  { key: 'active_ingredient', title: '有效成分', width: 16 },
  { key: 'dose', title: '用药浓度' },
  { key: 'qty', title: '用药量', format: 'number' },
  { key: 'unit', title: '单位' },
  { key: 'lots', title: '批号', width: 20, value: (r) => r.lots.map((l) => `${l.lot_no}（${l.qty}）`).join('，') },
  { key: 'safe_days', title: '安全间隔期(天)', format: 'number' },
  { key: 'safe_until', title: '间隔期结束', width: 12, format: 'date', value: (r) => (r.safe_days > 0 ? addDays(r.safe_from, -1) : '') },
  { key: 'safe_from', title: '可采收日期', width: 12, format: 'date' },
  areasCol<ProtectionView>('区域'),
  { key: 'batches', title: '批次', width: 24, value: (r) => r.batches.map((b) => b.batch_no).join('、') },
  { key: 'remark', title: '备注', width: 30 },
  { key: 'operator_name', title: '操作人' },
];
