import { z } from 'zod';
import {
  exportMaterialItemListBodySchema,
  exportSupplierListBodySchema,
  listExportFileSchema,
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
    async (body) => {
      const { fid, page, size, kind, kw, status, low_only } = body;
      return items.listItems(fid, { kind, kw, status, lowOnly: low_only }, { page, size });
    },
  );

  list.post(
    '/api/export_material_item_list',
    { summary: '导出物料列表', body: exportMaterialItemListBodySchema, data: listExportFileSchema },
    async (body, req) => {
      const { fid, kind, kw, status, low_only } = body;
      return exports.itemList(fid, req.auth!.uid, { kind, kw, status, lowOnly: low_only });
    },
  );

  edit.post(
    '/api/save_material_item',
    { summary: '新增或修改物料（同名 409）', body: saveMaterialItemBodySchema, data: materialItemSchema, msg: '物料已保存' },
    (body, req) => items.saveItem(body, req.auth!.uid),
  );

  calls.post(
    '/api/get_material_options',
    {
      access: access.perm('plant.list'),
      summary: '启用的物料（播种选种子、植保选农药）',
      body: materialOptionsBodySchema,
      data: z.array(materialOptionSchema),
    },
    (body) => items.options(body.fid, body.kind),
  );

  list.post('/api/get_material_supplier_list', { summary: '供应商列表', body: supplierListBodySchema, data: pagedSchema(supplierSchema) }, async (body) => {
    const { fid, page, size, kw, status } = body;
    return items.listSuppliers(fid, { kw, status }, { page, size });
  });

  list.post(
    '/api/export_material_supplier_list',
    { summary: '导出供应商列表', body: exportSupplierListBodySchema, data: listExportFileSchema },
    async (body, req) => {
      const { fid, kw, status } = body;
      return exports.supplierList(fid, req.auth!.uid, { kw, status });
    },
  );

  edit.post(
    '/api/save_material_supplier',
    { summary: '新增或修改供应商（同名 409）', body: saveSupplierBodySchema, data: supplierSchema, msg: '供应商已保存' },
    (body, req) => items.saveSupplier(body, req.auth!.uid),
  );
});
