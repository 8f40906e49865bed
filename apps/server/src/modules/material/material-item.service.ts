import type { z } from 'zod';
import { MATERIAL_KIND_LABELS, fifoOrder } from '@pfs/domain/plant';
import type { Paged } from '@pfs/domain';
import type { MaterialItem, MaterialOption, saveMaterialItemBodySchema, saveSupplierBodySchema } from '@pfs/domain/material';
import type { MaterialKind } from '@pfs/domain/plant';
import { conflict, notFound } from '../../lib/app-error.js';
import type { SyslogService } from '../syslog/index.js';
import type { ItemFilter, ItemInput, MaterialItemRepository, Page, SupplierFilter } from './material-item.repository.js';
import { isUniqueViolation } from './material-day.js';
import { toItem, toSupplier, type Supplier } from './material-view.js';
import { pagedOf } from '../../lib/paging.js';

export type SaveItemBody = z.output<typeof saveMaterialItemBodySchema>;
export type SaveSupplierBody = z.output<typeof saveSupplierBodySchema>;

/**
 * Material items (seeds, pesticides, supplies) and suppliers. Each kind keeps only its own fields: a seed has
 * crop, variety and germination rate, a pesticide registration number, active ingredient and safety interval,
 * a supply its category; the others are stored empty so lists and exports never show stale values.
 */
export class MaterialItemService {
  constructor(
    private readonly repo: MaterialItemRepository,
    private readonly syslog: SyslogService,
    /** Today in the factory's time zone (`YYYY-MM-DD`): lot states, expiry and "no future dates" read it. */
    private readonly today: () => string,
  ) {}

  async listItems(fid: number, f: ItemFilter, page: Page): Promise<Paged<MaterialItem>> {
    return pagedOf(await this.repo.listItems(fid, f, this.today(), page), toItem);
  }

  /** Enabled items with their usable lots, first-expiring first: the sowing and protection forms pin a lot from these. */
  async options(fid: number, kind: MaterialKind): Promise<MaterialOption[]> {
    const today = this.today();
    const [items, lots] = await Promise.all([this.repo.options(fid, kind, today), this.repo.usableLots(fid, kind, today)]);
    return items.map((r) => ({ ...toItem(r), lots: fifoOrder(lots.filter((l) => l.itemId === r.itemId)).map(({ itemId: _, ...l }) => l) }));
  }

  /** An item of the factory and kind; another factory's, or another kind's, is not found. */
  async getItem(fid: number, kind: MaterialKind, itemId: number): Promise<MaterialItem> {
    const r = await this.repo.getItem(fid, itemId, this.today());
    if (!r || r.kind !== kind) throw notFound(`${MATERIAL_KIND_LABELS[kind]}物料不存在（编号 ${itemId}）`);
    return toItem(r);
  }

  async saveItem(b: SaveItemBody, uid: number): Promise<MaterialItem> {
    const what = MATERIAL_KIND_LABELS[b.kind];
    const before = b.item_id ? await this.getItem(b.fid, b.kind, b.item_id) : undefined;
    if (await this.repo.itemNameTaken(b.fid, b.kind, b.name, b.item_id)) throw conflict(`${what} ${b.name} 已存在，请换一个名称`);
    // Quantities already booked are counted in the old unit: changing it would change what they mean.
    if (before && before.unit !== b.unit && (await this.repo.hasLots(before.item_id)))
      throw conflict(`${what} ${before.name} 已有入库批号，单位 ${before.unit} 不能改为 ${b.unit}`);
    const v = fieldsOfKind(b);
    let itemId = b.item_id;
    try {
      if (itemId) await this.repo.updateItem(b.fid, itemId, v);
      else itemId = await this.repo.insertItem(b.fid, b.kind, v);
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(`${what} ${b.name} 已存在，请换一个名称`);
      throw err;
    }
    await this.syslog.facEvent({ fid: b.fid, uid, type: 'material', detail: `${before ? '修改' : '新增'}${what}：${b.name}` });
    return this.getItem(b.fid, b.kind, itemId);
  }

  async listSuppliers(fid: number, f: SupplierFilter, page: Page): Promise<Paged<Supplier>> {
    return pagedOf(await this.repo.listSuppliers(fid, f, page), toSupplier);
  }

  async getSupplier(fid: number, supplierId: number): Promise<Supplier> {
    const r = await this.repo.getSupplier(fid, supplierId);
    if (!r) throw notFound(`供应商不存在（编号 ${supplierId}）`);
    return toSupplier(r);
  }

  async saveSupplier(b: SaveSupplierBody, uid: number): Promise<Supplier> {
    const before = b.supplier_id ? await this.getSupplier(b.fid, b.supplier_id) : undefined;
    const taken = `供应商 ${b.name} 已存在，请换一个名称`;
    if (await this.repo.supplierNameTaken(b.fid, b.name, b.supplier_id)) throw conflict(taken);
    const v = { name: b.name, contact: b.contact, phone: b.phone, address: b.address, status: b.status, remark: b.remark };
    let supplierId = b.supplier_id;
    try {
      if (supplierId) await this.repo.updateSupplier(b.fid, supplierId, v);
      else supplierId = await this.repo.insertSupplier(b.fid, v);
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(taken);
      throw err;
    }
    await this.syslog.facEvent({ fid: b.fid, uid, type: 'material', detail: `${before ? '修改' : '新增'}供应商：${b.name}` });
    return this.getSupplier(b.fid, supplierId);
  }
}

function fieldsOfKind(b: SaveItemBody): ItemInput {
  const { name, unit, spec, status, remark } = b;
  const seed = b.kind === 'seed';
  const pesticide = b.kind === 'pesticide';
  return {
    name,
    unit,
    spec,
    status,
    remark,
    lowStockQty: b.low_stock_qty,
    crop: seed ? b.crop : '',
    variety: seed ? b.variety : '',
    germinationRate: seed ? b.germination_rate : null,
    regNo: pesticide ? b.reg_no : '',
    activeIngredient: pesticide ? b.active_ingredient : '',
    safetyDays: pesticide ? b.safety_days : null,
    category: b.kind === 'supply' ? b.category : null,
  };
}
