import { addDays, type ProtectionView } from '@pfs/domain';
import { type ListColumn, fieldColumn } from '../list-export/list-export.service.js';

/** The Excel columns of 植保记录, in the page's order. */
export const PROTECTION_COLUMNS: ListColumn<ProtectionView>[] = [
  fieldColumn('日期', 'date', 12),
  fieldColumn('类型', 'kind_label'),
  fieldColumn('防治对象', 'target', 16),
  fieldColumn('农药', 'item_name', 16),
  fieldColumn('登记证号', 'reg_no', 16),
  fieldColumn('有效成分', 'active_ingredient', 16),
  fieldColumn('用药浓度', 'dose'),
  fieldColumn('用药量', 'qty'),
  fieldColumn('单位', 'unit'),
  { header: '批号', value: (r) => r.lots.map((l) => `${l.lot_no}（${l.qty}）`).join('，'), width: 20 },
  fieldColumn('安全间隔期(天)', 'safe_days'),
  { header: '间隔期结束', value: (r) => (r.safe_days > 0 ? addDays(r.safe_from, -1) : ''), width: 12 },
  fieldColumn('可采收日期', 'safe_from', 12),
  { header: '区域', value: (r) => r.areas.map((a) => a.name).join('、'), width: 20 },
  { header: '批次', value: (r) => r.batches.map((b) => b.batch_no).join('、'), width: 24 },
  fieldColumn('备注', 'remark', 30),
  fieldColumn('操作人', 'operator_name'),
];
