import { z } from 'zod';
import {
  exportMaterialItemListBodySchema,
  exportSupplierListBodySchema,
  materialItemListBodySchema,
  materialItemSchema,
  materialOptionSchema,
  materialOptionsBodySchema,
  pagedSchema,
  saveMaterialItemBodySchema,
  saveSupplierBodySchema,
  supplierListBodySchema,
  supplierSchema,
} from '@pfs/domain';
import { access } from '../../plugins/access.js';
import { routesOf } from '../../lib/route.js';
import type { MaterialExportService } from './material-export.service.js';
import type { MaterialItemService } from './material-item.service.js';

/** 物料 and 供应商 of /material/seeds, /material/pesticide, /material/supply; the permission follows the body's kind. */
export const materialItemRoutes = routesOf('物料', (calls, { items, exports }: { items: MaterialItemService; exports: MaterialExportService }) => {
  const list = calls.as(access.permByKind('list'));
  const edit = calls.as(access.permByKind('edit'));

  list.post(
    '/api/get_material_item_list',
    { summary: '物料列表（可用库存、最近到期）', body: materialItemListBodySchema, data: pagedSchema(materialItemSchema) },
    ({ fid, page, size, ...f }) => items.listItems(fid, itemFilter(f), { page, size }),
  );

  list.export('/api/export_material_item_list', { summary: '导出物料列表', body: exportMaterialItemListBodySchema }, ({ fid, ...f }, uid) =>
    exports.itemList(fid, uid, itemFilter(f)),
  );

  edit.post(
    '/api/save_material_item',
    { summary: '新增或修改物料（同名 409）', body: saveMaterialItemBodySchema, data: materialItemSchema, msg: '物料已保存' },
    (body, req) => items.saveItem(body, req.auth!.uid),
  );

  calls.post(
    '/api/get_material_options',
    {
      // Seeds and pesticides for those who plant (sowing, crop protection); supplies only for those who may see the store.
      access: access.permByKind('pick'),
      summary: '启用的物料（播种选种子、植保选农药；耗材需 supply.list）',
      body: materialOptionsBodySchema,
      data: z.array(materialOptionSchema),
    },
    (body) => items.options(body.fid, body.kind),
  );

  list.post(
    '/api/get_material_supplier_list',
    { summary: '供应商列表', body: supplierListBodySchema, data: pagedSchema(supplierSchema) },
    ({ fid, page, size, kw, status }) => items.listSuppliers(fid, { kw, status }, { page, size }),
  );

  list.export('/api/export_material_supplier_list', { summary: '导出供应商列表', body: exportSupplierListBodySchema }, ({ fid, kw, status }, uid) =>
    exports.supplierList(fid, uid, { kw, status }),
  );

  edit.post(
    '/api/save_material_supplier',
    { summary: '新增或修改供应商（同名 409）', body: saveSupplierBodySchema, data: supplierSchema, msg: '供应商已保存' },
    (body, req) => items.saveSupplier(body, req.auth!.uid),
  );
});

/** The item list and its export read one filter from their bodies. */
const itemFilter = (b: Omit<z.output<typeof exportMaterialItemListBodySchema>, 'fid'>) => ({ kind: b.kind, kw: b.kw, status: b.status, lowOnly: b.low_only });
