import { PLANT_PHASE_LABELS } from '@pfs/domain';
import type { ListColumn } from '../list-export/list-export.service.js';
import type { BatchDelItem, HarvestItem, HistoryItem, LossItem, SowItem, TransplantItem } from './plant-record.service.js';

/** The Excel columns of each planting record list: what the page shows, in its order, with Chinese headers. */

type Batchy = { batch_no: string; crop: string; variety: string };
const batchCols = <R extends Batchy>(): ListColumn<R>[] => [
  { header: '批次号', value: (r) => r.batch_no, width: 16 },
  { header: '作物', value: (r) => r.crop },
  { header: '品种', value: (r) => r.variety, width: 16 },
];
const operator = <R extends { operator_name: string }>(): ListColumn<R> => ({ header: '操作人', value: (r) => r.operator_name });

export const SOW_COLUMNS: ListColumn<SowItem>[] = [
  { header: '日期', value: (r) => r.date, width: 12 },
  ...batchCols<SowItem>(),
  { header: '区域', value: (r) => r.area_name },
  { header: '盘数', value: (r) => r.dishes },
  { header: '株数', value: (r) => r.plants },
  { header: '用种量', value: (r) => r.seed_qty },
  { header: '单位', value: (r) => r.seed_unit },
  operator<SowItem>(),
];

export const TRANSPLANT_COLUMNS: ListColumn<TransplantItem>[] = [
  { header: '日期', value: (r) => r.date, width: 12 },
  ...batchCols<TransplantItem>(),
  { header: '移出区域', value: (r) => r.from_area_name },
  { header: '移入区域', value: (r) => r.to_area_name },
  { header: '育苗盘数', value: (r) => r.dishes },
  { header: '栽培盘数', value: (r) => r.dishes_to },
  { header: '株数', value: (r) => r.plants },
  operator<TransplantItem>(),
];

export const HISTORY_COLUMNS: ListColumn<HistoryItem>[] = [
  ...batchCols<HistoryItem>(),
  { header: '规格版本', value: (r) => r.spec_ver },
  { header: '播种日期', value: (r) => r.sow_date, width: 12 },
  { header: '结束日期', value: (r) => r.closed_on, width: 12 },
  { header: '生长天数', value: (r) => r.days },
  { header: '播种株数', value: (r) => r.plants_sown },
  { header: '损耗株数', value: (r) => r.plants_lost },
  { header: '采收株数', value: (r) => r.plants_harvested },
  { header: '损耗率(%)', value: (r) => r.loss_pct },
  { header: '采收重量(kg)', value: (r) => r.kg },
  { header: '采收盘数', value: (r) => r.dishes_harvested },
  { header: '单盘产量(kg)', value: (r) => r.kg_per_dish },
  { header: '预期单盘产量(kg)', value: (r) => r.expected_kg_per_dish },
  { header: '达成率(%)', value: (r) => r.yield_pct },
];

export const LOSS_COLUMNS: ListColumn<LossItem>[] = [
  { header: '日期', value: (r) => r.date, width: 12 },
  ...batchCols<LossItem>(),
  { header: '阶段', value: (r) => PLANT_PHASE_LABELS[r.phase] },
  { header: '区域', value: (r) => r.area_name },
  { header: '盘数', value: (r) => r.dishes },
  { header: '株数', value: (r) => r.plants },
  { header: '原因', value: (r) => r.reason_label },
  { header: '图片数', value: (r) => r.pics.length },
  { header: '备注', value: (r) => r.remark, width: 30 },
  operator<LossItem>(),
];

export const HARVEST_COLUMNS: ListColumn<HarvestItem>[] = [
  { header: '日期', value: (r) => r.date, width: 12 },
  ...batchCols<HarvestItem>(),
  { header: '区域', value: (r) => r.area_name },
  { header: '盘数', value: (r) => r.dishes },
  { header: '株数', value: (r) => r.plants },
  { header: '重量(kg)', value: (r) => r.kg },
  { header: '分级(kg)', value: (r) => r.grades.map((g) => `${g.grade}: ${g.kg}`).join('，'), width: 24 },
  operator<HarvestItem>(),
];

/** Deletion times as the factory's clock shows them (2026-03-10 14:05). */
export function delLogColumns(timeZone: string): ListColumn<BatchDelItem>[] {
  const fmt = new Intl.DateTimeFormat('sv-SE', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' });
  return [
    ...batchCols<BatchDelItem>(),
    { header: '播种日期', value: (r) => r.sow_date, width: 12 },
    { header: '播种株数', value: (r) => r.plants_sown },
    { header: '删除时盘数', value: (r) => r.dishes },
    { header: '删除时在产株数', value: (r) => r.plants_in_process },
    { header: '删除原因', value: (r) => r.del_reason, width: 30 },
    { header: '删除时间', value: (r) => fmt.format(new Date(r.deleted_at)), width: 18 },
    { header: '删除人', value: (r) => r.deleted_by_name },
  ];
}
