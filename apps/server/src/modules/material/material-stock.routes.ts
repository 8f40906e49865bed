import type { z } from 'zod';
import {
  adjustMaterialLot,
  getMaterialStockWarnings,
  issueMaterial,
  materialLotList,
  materialMoveList,
  receiveMaterialLot,
  returnMaterial,
  updateMaterialLot,
  type lotFilterSchema,
  type stockMoveFilterSchema,
} from '@pfs/domain';
import { routesOf } from '../../lib/route.js';
import type { MaterialExportService } from './material-export.service.js';
import type { MaterialService } from './material.service.js';

/** 批号/库存, 出入库 and 库存预警 of the material pages; the permission follows the body's kind. */
export const materialStockRoutes = routesOf('物料', (calls, { stock, exports }: { stock: MaterialService; exports: MaterialExportService }) => {
  // Each list and its export of the kind on screen: one read, the file named for the kind.
  const listLots = (f: LotBody, page: Page) => stock.listLots(f.fid, lotFilter(f), page);
  calls.serve(materialLotList.list, ({ page, size, ...f }) => listLots(f, { page, size }));
  calls.serve(materialLotList.export, (f, req) => exports.write(materialLotList, f, req.auth!.uid, (all) => listLots(f, all)));
  calls.serve(updateMaterialLot, (body, req) => stock.updateLot(body, req.auth!.uid));

  // The four stock moves answer alike: the moves made and the lots as they now are.
  calls.serve(receiveMaterialLot, (b, req) => stock.receive(b, req.auth!.uid));
  calls.serve(issueMaterial, (b, req) => stock.issue(b, req.auth!.uid));
  calls.serve(returnMaterial, (b, req) => stock.returnMaterial(b, req.auth!.uid));
  calls.serve(adjustMaterialLot, (b, req) => stock.adjust(b, req.auth!.uid));

  const listMoves = (f: MoveBody, page: Page) => stock.listMoves(f.fid, moveFilter(f), page);
  calls.serve(materialMoveList.list, ({ page, size, ...f }) => listMoves(f, { page, size }));
  calls.serve(materialMoveList.export, (f, req) => exports.write(materialMoveList, f, req.auth!.uid, (all) => listMoves(f, all)));
  calls.serve(getMaterialStockWarnings, (body) => stock.warnings(body.fid, body.kind, body.days));
});

type Page = { page: number; size: number };
type LotBody = z.output<typeof lotFilterSchema>;
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
type MoveBody = z.output<typeof stockMoveFilterSchema>;
const moveFilter = (b: Omit<MoveBody, 'fid'>) => ({
  kind: b.kind,
  itemId: b.item_id,
  lotId: b.lot_id,
  batchId: b.batch_id,
  moveKind: b.move_kind,
  startDay: b.start_day,
  endDay: b.end_day,
});
