import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adjustLotBodySchema,
  envelopeSchema,
  exportLotListBodySchema,
  exportStockMoveListBodySchema,
  issueMaterialBodySchema,
  listExportFileSchema,
  lotListBodySchema,
  lotSchema,
  pagedSchema,
  receiveLotBodySchema,
  returnMaterialBodySchema,
  stockMoveListBodySchema,
  stockMoveResultSchema,
  stockMoveSchema,
  stockWarningBodySchema,
  stockWarningSchema,
  updateLotBodySchema,
} from '@pfs/domain';
import { access } from '../../plugins/access.js';
import { ok } from '../../lib/reply.js';
import type { MaterialExportService } from './material-export.service.js';
import type { MaterialService } from './material.service.js';

const tags = ['物料'];
const moveResponse = { 200: envelopeSchema(stockMoveResultSchema) };
const exportResponse = { 200: envelopeSchema(listExportFileSchema) };

/** 批号/库存, 出入库 and 库存预警 of the material pages; the permission follows the body's kind. */
export const materialStockRoutes: FastifyPluginAsyncZod<{ stock: MaterialService; exports: MaterialExportService }> = async (app, { stock, exports }) => {
  app.post('/api/get_material_lot_list', {
    config: { access: access.permByKind('list') },
    schema: { tags, summary: '批号库存列表（正常、临期、过期、用完）', body: lotListBodySchema, response: { 200: envelopeSchema(pagedSchema(lotSchema)) } },
    handler: async (req) => {
      const { fid, page, size, ...f } = req.body;
      return ok(await stock.listLots(fid, lotFilter(f), { page, size }));
    },
  });

  app.post('/api/export_material_lot_list', {
    config: { access: access.permByKind('list') },
    schema: { tags, summary: '导出批号库存列表', body: exportLotListBodySchema, response: exportResponse },
    handler: async (req) => ok(await exports.lotList(req.body.fid, req.auth!.uid, lotFilter(req.body))),
  });

  app.post('/api/receive_material_lot', {
    config: { access: access.permByKind('edit') },
    schema: { tags, summary: '入库（新批号）', body: receiveLotBodySchema, response: moveResponse },
    handler: async (req) => ok(await stock.receive(req.body, req.auth!.uid), '已入库'),
  });

  app.post('/api/update_material_lot', {
    config: { access: access.permByKind('edit') },
    schema: { tags, summary: '修改批号资料（数量只能通过出入库改变）', body: updateLotBodySchema, response: { 200: envelopeSchema(lotSchema) } },
    handler: async (req) => ok(await stock.updateLot(req.body, req.auth!.uid), '批号资料已保存'),
  });

  app.post('/api/issue_material', {
    config: { access: access.permByKind('edit') },
    schema: { tags, summary: '领用（先到期先出，或指定批号）', body: issueMaterialBodySchema, response: moveResponse },
    handler: async (req) => ok(await stock.issue(req.body, req.auth!.uid), '已领用'),
  });

  app.post('/api/return_material', {
    config: { access: access.permByKind('edit') },
    schema: { tags, summary: '退料（退回原批号）', body: returnMaterialBodySchema, response: moveResponse },
    handler: async (req) => ok(await stock.returnMaterial(req.body, req.auth!.uid), '已退料'),
  });

  app.post('/api/adjust_material_lot', {
    config: { access: access.permByKind('edit') },
    schema: { tags, summary: '盘点调整（需填写原因，不能低于 0）', body: adjustLotBodySchema, response: moveResponse },
    handler: async (req) => ok(await stock.adjust(req.body, req.auth!.uid), '库存已调整'),
  });

  app.post('/api/get_material_move_list', {
    config: { access: access.permByKind('list') },
    schema: { tags, summary: '出入库记录（按物料、批号、批次、日期）', body: stockMoveListBodySchema, response: { 200: envelopeSchema(pagedSchema(stockMoveSchema)) } },
    handler: async (req) => {
      const { fid, page, size, ...f } = req.body;
      return ok(await stock.listMoves(fid, moveFilter(f), { page, size }));
    },
  });

  app.post('/api/export_material_move_list', {
    config: { access: access.permByKind('list') },
    schema: { tags, summary: '导出出入库记录', body: exportStockMoveListBodySchema, response: exportResponse },
    handler: async (req) => ok(await exports.moveList(req.body.fid, req.auth!.uid, moveFilter(req.body))),
  });

  app.post('/api/get_material_stock_warnings', {
    config: { access: access.permByKind('list') },
    schema: { tags, summary: '库存预警（过期、临期、低于预警值）', body: stockWarningBodySchema, response: { 200: envelopeSchema(z.array(stockWarningSchema)) } },
    handler: async (req) => ok(await stock.warnings(req.body.fid, req.body.kind, req.body.days)),
  });
};

type LotBody = z.output<typeof exportLotListBodySchema>;
const lotFilter = (b: Omit<LotBody, 'fid'>) => ({
  kind: b.kind,
  itemId: b.item_id,
  supplierId: b.supplier_id,
  kw: b.kw,
  inStockOnly: b.in_stock_only,
  state: b.state,
  startDay: b.start_day,
  endDay: b.end_day,
});
type MoveBody = z.output<typeof exportStockMoveListBodySchema>;
const moveFilter = (b: Omit<MoveBody, 'fid'>) => ({
  kind: b.kind,
  itemId: b.item_id,
  lotId: b.lot_id,
  batchId: b.batch_id,
  moveKind: b.move_kind,
  startDay: b.start_day,
  endDay: b.end_day,
});
