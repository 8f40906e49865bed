import {
  adjustMaterialLot,
  getMaterialStockWarnings,
  issueMaterial,
  materialLotList,
  materialMoveList,
  receiveMaterialLot,
  returnMaterial,
  updateMaterialLot,
} from '@pfs/domain/material';
import { routesOf } from '../../lib/route.js';
import { filterOf } from './material-filters.js';
import type { MaterialService } from './material.service.js';

/** 批号/库存, 出入库 and 库存预警 of the material pages; the permission follows the body's kind. */
export const materialStockRoutes = routesOf('物料', (calls, { stock }: { stock: MaterialService }) => {
  // Each list and its export of the kind on screen: one read; the definition names the file for the kind.
  calls.serveList(materialLotList, ({ page, size, ...f }) => stock.listLots(f.fid, filterOf(f), { page, size }));
  calls.serve(updateMaterialLot, (body, req) => stock.updateLot(body, req.auth!.uid));

  // The four stock moves answer alike: the moves made and the lots as they now are.
  calls.serve(receiveMaterialLot, (b, req) => stock.receive(b, req.auth!.uid));
  calls.serve(issueMaterial, (b, req) => stock.issue(b, req.auth!.uid));
  calls.serve(returnMaterial, (b, req) => stock.returnMaterial(b, req.auth!.uid));
  calls.serve(adjustMaterialLot, (b, req) => stock.adjust(b, req.auth!.uid));

  calls.serveList(materialMoveList, ({ page, size, ...f }) => stock.listMoves(f.fid, filterOf(f), { page, size }));
  calls.serve(getMaterialStockWarnings, (body) => stock.warnings(body.fid, body.kind, body.days));
});
