import {
  LIST_EXPORT_MAX_ROWS,
  MATERIAL_KIND_LABELS,
  SUPPLY_CATEGORY_LABELS,
  type ListExportFile,
  type LotView,
  type MaterialItem,
  type MaterialKind,
  type StockMove,
} from '@pfs/domain';
import type { ListColumn, ListExportService } from '../list-export/list-export.service.js';
import type { ItemFilter, SupplierFilter } from './material-item.repository.js';
import type { MaterialItemService } from './material-item.service.js';
import type { LotFilter, MoveFilter } from './material-stock.repository.js';
import type { MaterialService } from './material.service.js';
import type { Supplier } from './material-view.js';

/** One more row than an export may hold, so an over-long list is refused instead of cut short. */
const ALL = { page: 1, size: LIST_EXPORT_MAX_ROWS + 1 };
const STATUS = { enabled: '启用', disabled: '停用' } as const;
const LOT_STATE = { ok: '正常', expiring: '临期', expired: '已过期', empty: '已用完' } as const;

/** The material lists as Excel files, with the columns their pages show. */
export class MaterialExportService {
  constructor(
    private readonly items: MaterialItemService,
    private readonly stock: MaterialService,
    private readonly files: ListExportService,
  ) {}

  async itemList(fid: number, uid: number, f: ItemFilter): Promise<ListExportFile> {
    const { items } = await this.items.listItems(fid, f, ALL);
    return this.files.write({ fid, uid, title: `${MATERIAL_KIND_LABELS[f.kind]}物料`, columns: itemColumns(f.kind), rows: items });
  }

  async supplierList(fid: number, uid: number, f: SupplierFilter): Promise<ListExportFile> {
    const { items } = await this.items.listSuppliers(fid, f, ALL);
    return this.files.write({ fid, uid, title: '供应商', columns: supplierColumns, rows: items });
  }

  async lotList(fid: number, uid: number, f: LotFilter): Promise<ListExportFile> {
    const { items } = await this.stock.listLots(fid, f, ALL);
    return this.files.write({ fid, uid, title: `${MATERIAL_KIND_LABELS[f.kind]}批号库存`, columns: lotColumns, rows: items });
  }

  async moveList(fid: number, uid: number, f: MoveFilter): Promise<ListExportFile> {
    const { items } = await this.stock.listMoves(fid, f, ALL);
    return this.files.write({ fid, uid, title: `${MATERIAL_KIND_LABELS[f.kind]}出入库记录`, columns: moveColumns, rows: items });
  }
}

function itemColumns(kind: MaterialKind): ListColumn<MaterialItem>[] {
  const own: Record<MaterialKind, ListColumn<MaterialItem>[]> = {
    seed: [
      { header: '作物', value: (r) => r.crop },
      { header: '品种', value: (r) => r.variety },
      { header: '发芽率(%)', value: (r) => r.germination_rate },
    ],
    pesticide: [
      { header: '农药登记证号', value: (r) => r.reg_no },
      { header: '有效成分', value: (r) => r.active_ingredient },
      { header: '安全间隔期(天)', value: (r) => r.safety_days },
    ],
    supply: [{ header: '类别', value: (r) => (r.category ? SUPPLY_CATEGORY_LABELS[r.category] : '') }],
  };
  return [
    { header: '名称', value: (r) => r.name, width: 24 },
    { header: '规格', value: (r) => r.spec },
    ...own[kind],
    { header: '单位', value: (r) => r.unit },
    { header: '可用库存', value: (r) => r.qty },
    { header: '预警库存', value: (r) => r.low_stock_qty },
    { header: '有库存批号数', value: (r) => r.lot_ct },
    { header: '最近到期', value: (r) => r.next_expiry },
    { header: '状态', value: (r) => STATUS[r.status] },
    { header: '备注', value: (r) => r.remark, width: 30 },
  ];
}

const supplierColumns: ListColumn<Supplier>[] = [
  { header: '供应商', value: (r) => r.name, width: 24 },
  { header: '联系人', value: (r) => r.contact },
  { header: '联系电话', value: (r) => r.phone },
  { header: '地址', value: (r) => r.address, width: 30 },
  { header: '批号数', value: (r) => r.lot_ct },
  { header: '状态', value: (r) => STATUS[r.status] },
  { header: '备注', value: (r) => r.remark, width: 30 },
];

const lotColumns: ListColumn<LotView>[] = [
  { header: '物料', value: (r) => r.item_name, width: 24 },
  { header: '批号', value: (r) => r.lot_no, width: 20 },
  { header: '供应商', value: (r) => r.supplier_name },
  { header: '入库日期', value: (r) => r.received_on },
  { header: '生产日期', value: (r) => r.produced_on },
  { header: '有效期至', value: (r) => r.expires_on },
  { header: '入库数量', value: (r) => r.qty_received },
  { header: '结存', value: (r) => r.qty },
  { header: '单位', value: (r) => r.unit },
  { header: '单价', value: (r) => r.price },
  { header: '状态', value: (r) => LOT_STATE[r.state] },
  { header: '备注', value: (r) => r.remark, width: 30 },
];

const moveColumns: ListColumn<StockMove>[] = [
  { header: '日期', value: (r) => r.date },
  { header: '类型', value: (r) => r.kind_label },
  { header: '物料', value: (r) => r.item_name, width: 24 },
  { header: '批号', value: (r) => r.lot_no, width: 20 },
  { header: '数量', value: (r) => r.qty },
  { header: '结存', value: (r) => r.qty_after },
  { header: '单位', value: (r) => r.unit },
  { header: '批次', value: (r) => r.batch_no },
  { header: '原因/用途', value: (r) => r.reason, width: 30 },
  { header: '操作人', value: (r) => r.operator_name },
  { header: '记录时间', value: (r) => r.created_at, width: 22 },
];
