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
import { type ListColumn, type ListExportService, fieldColumn } from '../list-export/list-export.service.js';
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
      fieldColumn('作物', 'crop'),
      fieldColumn('品种', 'variety'),
      fieldColumn('发芽率(%)', 'germination_rate'),
    ],
    pesticide: [
      fieldColumn('农药登记证号', 'reg_no'),
      fieldColumn('有效成分', 'active_ingredient'),
      fieldColumn('安全间隔期(天)', 'safety_days'),
    ],
    supply: [{ header: '类别', value: (r) => (r.category ? SUPPLY_CATEGORY_LABELS[r.category] : '') }],
  };
  return [
    fieldColumn('名称', 'name', 24),
    fieldColumn('规格', 'spec'),
    ...own[kind],
    fieldColumn('单位', 'unit'),
    fieldColumn('可用库存', 'qty'),
    fieldColumn('预警库存', 'low_stock_qty'),
    fieldColumn('有库存批号数', 'lot_ct'),
    fieldColumn('最近到期', 'next_expiry'),
    { header: '状态', value: (r) => STATUS[r.status] },
    fieldColumn('备注', 'remark', 30),
  ];
}

const supplierColumns: ListColumn<Supplier>[] = [
  fieldColumn('供应商', 'name', 24),
  fieldColumn('联系人', 'contact'),
  fieldColumn('联系电话', 'phone'),
  fieldColumn('地址', 'address', 30),
  fieldColumn('批号数', 'lot_ct'),
  { header: '状态', value: (r) => STATUS[r.status] },
  fieldColumn('备注', 'remark', 30),
];

const lotColumns: ListColumn<LotView>[] = [
  fieldColumn('物料', 'item_name', 24),
  fieldColumn('批号', 'lot_no', 20),
  fieldColumn('供应商', 'supplier_name'),
  fieldColumn('入库日期', 'received_on'),
  fieldColumn('生产日期', 'produced_on'),
  fieldColumn('有效期至', 'expires_on'),
  fieldColumn('入库数量', 'qty_received'),
  fieldColumn('结存', 'qty'),
  fieldColumn('单位', 'unit'),
  fieldColumn('单价', 'price'),
  { header: '状态', value: (r) => LOT_STATE[r.state] },
  fieldColumn('备注', 'remark', 30),
];

const moveColumns: ListColumn<StockMove>[] = [
  fieldColumn('日期', 'date'),
  fieldColumn('类型', 'kind_label'),
  fieldColumn('物料', 'item_name', 24),
  fieldColumn('批号', 'lot_no', 20),
  fieldColumn('数量', 'qty'),
  fieldColumn('结存', 'qty_after'),
  fieldColumn('单位', 'unit'),
  fieldColumn('批次', 'batch_no'),
  fieldColumn('原因/用途', 'reason', 30),
  fieldColumn('操作人', 'operator_name'),
  fieldColumn('记录时间', 'created_at', 22),
];
