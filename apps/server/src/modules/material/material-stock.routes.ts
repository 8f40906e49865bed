import type { z } from 'zod';
import {
  adjustMaterialLot,
  exportMaterialLotList,
  exportMaterialMoveList,
  getMaterialLotList,
  getMaterialMoveList,
  getMaterialStockWarnings,
  issueMaterial,
  receiveMaterialLot,
  returnMaterial,
  updateMaterialLot,
  type exportLotListBodySchema,
  type exportStockMoveListBodySchema,
} from '@pfs/domain';
import { routesOf } from '../../lib/route.js';
import type { MaterialExportService } from './material-export.service.js';
import type { MaterialService } from './material.service.js';

/** 批号/库存, 出入库 and 库存预警 of the material pages; the permission follows the body's kind. */
export const materialStockRoutes = routesOf('物料', (calls, { stock, exports }: { stock: MaterialService; exports: MaterialExportService }) => {
  calls.serve(getMaterialLotList, ({ fid, page, size, ...f }) => stock.listLots(fid, lotFilter(f), { page, size }));
  calls.serve(exportMaterialLotList, (body, req) => exports.lotList(body.fid, req.auth!.uid, lotFilter(body)));
  calls.serve(updateMaterialLot, (body, req) => stock.updateLot(body, req.auth!.uid));

  // The four stock moves answer alike: the moves made and the lots as they now are.
  calls.serve(receiveMaterialLot, (b, req) => stock.receive(b, req.auth!.uid));
  calls.serve(issueMaterial, (b, req) => stock.issue(b, req.auth!.uid));
  calls.serve(returnMaterial, (b, req) => stock.returnMaterial(b, req.auth!.uid));
  calls.serve(adjustMaterialLot, (b, req) => stock.adjust(b, req.auth!.uid));

  calls.serve(getMaterialMoveList, ({ fid, page, size, ...f }) => stock.listMoves(fid, moveFilter(f), { page, size }));
  calls.serve(exportMaterialMoveList, (body, req) => exports.moveList(body.fid, req.auth!.uid, moveFilter(body)));
  calls.serve(getMaterialStockWarnings, (body) => stock.warnings(body.fid, body.kind, body.days));
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
