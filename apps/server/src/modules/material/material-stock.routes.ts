import { z } from 'zod';
import {
  adjustLotBodySchema,
  exportLotListBodySchema,
  exportStockMoveListBodySchema,
  issueMaterialBodySchema,
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
import type { StockMoveResult } from './material-stock.types.js';

/** 批号/库存, 出入库 and 库存预警 of the material pages; the permission follows the body's kind. */
export const materialStockRoutes = routesOf('物料', (calls, { stock, exports }: { stock: MaterialService; exports: MaterialExportService }) => {
  const list = calls.as(access.permByKind('list'));
  const edit = calls.as(access.permByKind('edit'));

  list.post(
    '/api/get_material_lot_list',
    { summary: '批号库存列表（正常、临期、过期、用完）', body: lotListBodySchema, data: pagedSchema(lotSchema) },
    ({ fid, page, size, ...f }) => stock.listLots(fid, lotFilter(f), { page, size }),
  );

  list.export('/api/export_material_lot_list', { summary: '导出批号库存列表', body: exportLotListBodySchema }, (body, uid) =>
    exports.lotList(body.fid, uid, lotFilter(body)),
  );

  edit.post(
    '/api/update_material_lot',
    { summary: '修改批号资料（数量只能通过出入库改变）', body: updateLotBodySchema, data: lotSchema, msg: '批号资料已保存' },
    (body, req) => stock.updateLot(body, req.auth!.uid),
  );

  /** The four stock moves answer alike: the moves made and the lots as they now are. */
  const move = <B extends z.ZodType>(url: string, summary: string, body: B, msg: string, run: (body: z.output<B>, uid: number) => Promise<StockMoveResult>) =>
    edit.post(url, { summary, body, data: stockMoveResultSchema, msg }, (b, req) => run(b, req.auth!.uid));
  move('/api/receive_material_lot', '入库（新批号）', receiveLotBodySchema, '已入库', (b, uid) => stock.receive(b, uid));
  move('/api/issue_material', '领用（先到期先出，或指定批号）', issueMaterialBodySchema, '已领用', (b, uid) => stock.issue(b, uid));
  move('/api/return_material', '退料（退回原批号）', returnMaterialBodySchema, '已退料', (b, uid) => stock.returnMaterial(b, uid));
  move('/api/adjust_material_lot', '盘点调整（需填写原因，不能低于 0）', adjustLotBodySchema, '库存已调整', (b, uid) => stock.adjust(b, uid));

  list.post(
    '/api/get_material_move_list',
    { summary: '出入库记录（按物料、批号、批次、日期）', body: stockMoveListBodySchema, data: pagedSchema(stockMoveSchema) },
    ({ fid, page, size, ...f }) => stock.listMoves(fid, moveFilter(f), { page, size }),
  );

  list.export('/api/export_material_move_list', { summary: '导出出入库记录', body: exportStockMoveListBodySchema }, (body, uid) =>
    exports.moveList(body.fid, uid, moveFilter(body)),
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
