import { z } from 'zod';
import {
  adjustLotBodySchema,
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
import { routesOf } from '../../lib/route.js';
import type { MaterialExportService } from './material-export.service.js';
import type { MaterialService } from './material.service.js';

/** 批号/库存, 出入库 and 库存预警 of the material pages; the permission follows the body's kind. */
export const materialStockRoutes = routesOf('物料', (calls, { stock, exports }: { stock: MaterialService; exports: MaterialExportService }) => {
  const list = calls.as(access.permByKind('list'));
  const edit = calls.as(access.permByKind('edit'));

  list.post(
    '/api/get_material_lot_list',
    { summary: '批号库存列表（正常、临期、过期、用完）', body: lotListBodySchema, data: pagedSchema(lotSchema) },
    async (body) => {
      const { fid, page, size, ...f } = body;
      return stock.listLots(fid, lotFilter(f), { page, size });
    },
  );

  list.post('/api/export_material_lot_list', { summary: '导出批号库存列表', body: exportLotListBodySchema, data: listExportFileSchema }, (body, req) =>
    exports.lotList(body.fid, req.auth!.uid, lotFilter(body)),
  );

  edit.post('/api/receive_material_lot', { summary: '入库（新批号）', body: receiveLotBodySchema, data: stockMoveResultSchema, msg: '已入库' }, (body, req) =>
    stock.receive(body, req.auth!.uid),
  );

  edit.post(
    '/api/update_material_lot',
    { summary: '修改批号资料（数量只能通过出入库改变）', body: updateLotBodySchema, data: lotSchema, msg: '批号资料已保存' },
    (body, req) => stock.updateLot(body, req.auth!.uid),
  );

  edit.post(
    '/api/issue_material',
    { summary: '领用（先到期先出，或指定批号）', body: issueMaterialBodySchema, data: stockMoveResultSchema, msg: '已领用' },
    (body, req) => stock.issue(body, req.auth!.uid),
  );

  edit.post(
    '/api/return_material',
    { summary: '退料（退回原批号）', body: returnMaterialBodySchema, data: stockMoveResultSchema, msg: '已退料' },
    (body, req) => stock.returnMaterial(body, req.auth!.uid),
  );

  edit.post(
    '/api/adjust_material_lot',
    { summary: '盘点调整（需填写原因，不能低于 0）', body: adjustLotBodySchema, data: stockMoveResultSchema, msg: '库存已调整' },
    (body, req) => stock.adjust(body, req.auth!.uid),
  );

  list.post(
    '/api/get_material_move_list',
    { summary: '出入库记录（按物料、批号、批次、日期）', body: stockMoveListBodySchema, data: pagedSchema(stockMoveSchema) },
    async (body) => {
      const { fid, page, size, ...f } = body;
      return stock.listMoves(fid, moveFilter(f), { page, size });
    },
  );

  list.post('/api/export_material_move_list', { summary: '导出出入库记录', body: exportStockMoveListBodySchema, data: listExportFileSchema }, (body, req) =>
    exports.moveList(body.fid, req.auth!.uid, moveFilter(body)),
  );

  list.post(
    '/api/get_material_stock_warnings',
    { summary: '库存预警（过期、临期、低于预警值）', body: stockWarningBodySchema, data: z.array(stockWarningSchema) },
    (body) => stock.warnings(body.fid, body.kind, body.days),
  );
});

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
