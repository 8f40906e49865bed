import { addDays, type ProtectionView } from '@pfs/domain';
import type { ListColumn } from '../list-export/list-export.service.js';

/** The Excel columns of 植保记录, in the page's order. */
export const PROTECTION_COLUMNS: ListColumn<ProtectionView>[] = [
  { header: '日期', value: (r) => r.date, width: 12 },
  { header: '类型', value: (r) => r.kind_label },
  { header: '防治对象', value: (r) => r.target, width: 16 },
  { header: '农药', value: (r) => r.item_name, width: 16 },
  { header: '登记证号', value: (r) => r.reg_no, width: 16 },
  { header: '有效成分', value: (r) => r.active_ingredient, width: 16 },
  { header: '用药浓度', value: (r) => r.dose },
  { header: '用药量', value: (r) => r.qty },
  { header: '单位', value: (r) => r.unit },
  { header: '批号', value: (r) => r.lots.map((l) => `${l.lot_no}（${l.qty}）`).join('，'), width: 20 },
  { header: '安全间隔期(天)', value: (r) => r.safe_days },
  { header: '间隔期结束', value: (r) => (r.safe_days > 0 ? addDays(r.safe_from, -1) : ''), width: 12 },
  { header: '可采收日期', value: (r) => r.safe_from, width: 12 },
  { header: '区域', value: (r) => r.areas.map((a) => a.name).join('、'), width: 20 },
  { header: '批次', value: (r) => r.batches.map((b) => b.batch_no).join('、'), width: 24 },
  { header: '备注', value: (r) => r.remark, width: 30 },
  { header: '操作人', value: (r) => r.operator_name },
];
