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
} from '@pfs/domain/material';
import { routesOf } from '../../lib/route.js';
import type { MaterialExportService } from './material-export.service.js';
import { filterOf } from './material-filters.js';
import type { MaterialService } from './material.service.js';

/** 批号/库存, 出入库 and 库存预警 of the material pages; the permission follows the body's kind. */
export const materialStockRoutes = routesOf('物料', (calls, { stock, exports }: { stock: MaterialService; exports: MaterialExportService }) => {
  // Each list and its export of the kind on screen: one read, the file named for the kind.
  const listLots = (f: LotBody, page: Page) => stock.listLots(f.fid, filterOf(f), page);
  calls.serve(materialLotList.list, ({ page, size, ...f }) => listLots(f, { page, size }));
  calls.serve(materialLotList.export, (f, req) => exports.write(materialLotList, f, req.auth!.uid, (all) => listLots(f, all)));
  calls.serve(updateMaterialLot, (body, req) => stock.updateLot(body, req.auth!.uid));

  // The four stock moves answer alike: the moves made and the lots as they now are.
  calls.serve(receiveMaterialLot, (b, req) => stock.receive(b, req.auth!.uid));
  calls.serve(issueMaterial, (b, req) => stock.issue(b, req.auth!.uid));
  calls.serve(returnMaterial, (b, req) => stock.returnMaterial(b, req.auth!.uid));
  calls.serve(adjustMaterialLot, (b, req) => stock.adjust(b, req.auth!.uid));

  const listMoves = (f: MoveBody, page: Page) => stock.listMoves(f.fid, filterOf(f), page);
  calls.serve(materialMoveList.list, ({ page, size, ...f }) => listMoves(f, { page, size }));
  calls.serve(materialMoveList.export, (f, req) => exports.write(materialMoveList, f, req.auth!.uid, (all) => listMoves(f, all)));
  calls.serve(getMaterialStockWarnings, (body) => stock.warnings(body.fid, body.kind, body.days));
});

type Page = { page: number; size: number };
type LotBody = z.output<typeof lotFilterSchema>;
type MoveBody = z.output<typeof stockMoveFilterSchema>;
