import { PLANT_PHASE_LABELS } from '@pfs/domain';
import { type ListColumn, fieldColumn } from '../list-export/list-export.service.js';
import { type Batchy, batchCols, placeCols } from './batch-columns.js';
import type { BatchDelItem, HarvestItem, HistoryItem, LossItem, SowItem, TransplantItem } from './plant-record.service.js';

/** The Excel columns of each planting record list: what the page shows, in its order, with Chinese headers. */

/** A record of one day's work on a batch opens with the day and the batch, then its own columns, and closes with who recorded it. */
const recordColumns = <R extends Batchy & { date: string; operator_name: string }>(...own: ListColumn<R>[]): ListColumn<R>[] => [
  { header: '日期', value: (r) => r.date, width: 12 },
  ...batchCols<R>(),
  ...own,
  { header: '操作人', value: (r) => r.operator_name },
];

export const SOW_COLUMNS: ListColumn<SowItem>[] = recordColumns<SowItem>(
  ...placeCols<SowItem>(),
  fieldColumn('用种量', 'seed_qty'),
  fieldColumn('单位', 'seed_unit'),
);

export const TRANSPLANT_COLUMNS: ListColumn<TransplantItem>[] = recordColumns<TransplantItem>(
  fieldColumn('移出区域', 'from_area_name'),
  fieldColumn('移入区域', 'to_area_name'),
  fieldColumn('育苗盘数', 'dishes'),
  fieldColumn('栽培盘数', 'dishes_to'),
  fieldColumn('株数', 'plants'),
);

export const HISTORY_COLUMNS: ListColumn<HistoryItem>[] = [
  ...batchCols<HistoryItem>(),
  fieldColumn('规格版本', 'spec_ver'),
  fieldColumn('播种日期', 'sow_date', 12),
  fieldColumn('结束日期', 'closed_on', 12),
  fieldColumn('生长天数', 'days'),
  fieldColumn('播种株数', 'plants_sown'),
  fieldColumn('损耗株数', 'plants_lost'),
  fieldColumn('采收株数', 'plants_harvested'),
  fieldColumn('损耗率(%)', 'loss_pct'),
  fieldColumn('采收重量(kg)', 'kg'),
  fieldColumn('采收盘数', 'dishes_harvested'),
  fieldColumn('单盘产量(kg)', 'kg_per_dish'),
  fieldColumn('预期单盘产量(kg)', 'expected_kg_per_dish'),
  fieldColumn('达成率(%)', 'yield_pct'),
];

export const LOSS_COLUMNS: ListColumn<LossItem>[] = recordColumns<LossItem>(
  { header: '阶段', value: (r) => PLANT_PHASE_LABELS[r.phase] },
  ...placeCols<LossItem>(),
  fieldColumn('原因', 'reason_label'),
  { header: '图片数', value: (r) => r.pics.length },
  fieldColumn('备注', 'remark', 30),
);

/** Each grade's weight in one cell: A: 12.5，B: 3. */
const gradesColumn: ListColumn<HarvestItem> = { header: '分级(kg)', value: (r) => r.grades.map((g) => `${g.grade}: ${g.kg}`).join('，'), width: 24 };

export const HARVEST_COLUMNS: ListColumn<HarvestItem>[] = recordColumns<HarvestItem>(...placeCols<HarvestItem>(), fieldColumn('重量(kg)', 'kg'), gradesColumn);

/** Deletion times as the factory's clock shows them (2026-03-10 14:05). */
export function delLogColumns(timeZone: string): ListColumn<BatchDelItem>[] {
  const fmt = new Intl.DateTimeFormat('sv-SE', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' });
  return [
    ...batchCols<BatchDelItem>(),
    fieldColumn('播种日期', 'sow_date', 12),
    fieldColumn('播种株数', 'plants_sown'),
    fieldColumn('删除时盘数', 'dishes'),
    fieldColumn('删除时在产株数', 'plants_in_process'),
    fieldColumn('删除原因', 'del_reason', 30),
    { header: '删除时间', value: (r) => fmt.format(new Date(r.deleted_at)), width: 18 },
    fieldColumn('删除人', 'deleted_by_name'),
  ];
}
