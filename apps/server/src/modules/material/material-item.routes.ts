import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelopeSchema,
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
import { ok } from '../../lib/reply.js';
import type { MaterialExportService } from './material-export.service.js';
import type { MaterialItemService } from './material-item.service.js';

const tags = ['物料'];
const exportResponse = { 200: envelopeSchema(listExportFileSchema) };

/** 物料 and 供应商 of /material/seeds, /material/pesticide, /material/supply; the permission follows the body's kind. */
export const materialItemRoutes: FastifyPluginAsyncZod<{ items: MaterialItemService; exports: MaterialExportService }> = async (app, { items, exports }) => {
  app.post('/api/get_material_item_list', {
    config: { access: access.permByKind('list') },
    schema: { tags, summary: '物料列表（可用库存、最近到期）', body: materialItemListBodySchema, response: { 200: envelopeSchema(pagedSchema(materialItemSchema)) } },
    handler: async (req) => {
      const { fid, page, size, kind, kw, status, low_only } = req.body;
      return ok(await items.listItems(fid, { kind, kw, status, lowOnly: low_only }, { page, size }));
    },
  });

  app.post('/api/export_material_item_list', {
    config: { access: access.permByKind('list') },
    schema: { tags, summary: '导出物料列表', body: exportMaterialItemListBodySchema, response: exportResponse },
    handler: async (req) => {
      const { fid, kind, kw, status, low_only } = req.body;
      return ok(await exports.itemList(fid, req.auth!.uid, { kind, kw, status, lowOnly: low_only }));
    },
  });

  app.post('/api/save_material_item', {
    config: { access: access.permByKind('edit') },
    schema: { tags, summary: '新增或修改物料（同名 409）', body: saveMaterialItemBodySchema, response: { 200: envelopeSchema(materialItemSchema) } },
    handler: async (req) => ok(await items.saveItem(req.body, req.auth!.uid), '物料已保存'),
  });

  app.post('/api/get_material_options', {
    config: { access: access.perm('plant.list') },
    schema: { tags, summary: '启用的物料（播种选种子、植保选农药）', body: materialOptionsBodySchema, response: { 200: envelopeSchema(z.array(materialOptionSchema)) } },
    handler: async (req) => ok(await items.options(req.body.fid, req.body.kind)),
  });

  app.post('/api/get_material_supplier_list', {
    config: { access: access.permByKind('list') },
    schema: { tags, summary: '供应商列表', body: supplierListBodySchema, response: { 200: envelopeSchema(pagedSchema(supplierSchema)) } },
    handler: async (req) => {
      const { fid, page, size, kw, status } = req.body;
      return ok(await items.listSuppliers(fid, { kw, status }, { page, size }));
    },
  });

  app.post('/api/export_material_supplier_list', {
    config: { access: access.permByKind('list') },
    schema: { tags, summary: '导出供应商列表', body: exportSupplierListBodySchema, response: exportResponse },
    handler: async (req) => {
      const { fid, kw, status } = req.body;
      return ok(await exports.supplierList(fid, req.auth!.uid, { kw, status }));
    },
  });

  app.post('/api/save_material_supplier', {
    config: { access: access.permByKind('edit') },
    schema: { tags, summary: '新增或修改供应商（同名 409）', body: saveSupplierBodySchema, response: { 200: envelopeSchema(supplierSchema) } },
    handler: async (req) => ok(await items.saveSupplier(req.body, req.auth!.uid), '供应商已保存'),
  });
};
