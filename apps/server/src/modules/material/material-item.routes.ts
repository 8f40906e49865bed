import type { z } from 'zod';
import {
  exportMaterialItemList,
  exportMaterialSupplierList,
  getMaterialItemList,
  getMaterialOptions,
  getMaterialSupplierList,
  saveMaterialItem,
  saveMaterialSupplier,
  type exportMaterialItemListBodySchema,
} from '@pfs/domain';
import { routesOf } from '../../lib/route.js';
import type { MaterialExportService } from './material-export.service.js';
import type { MaterialItemService } from './material-item.service.js';

/** 物料 and 供应商 of /material/seeds, /material/pesticide, /material/supply; the permission follows the body's kind. */
export const materialItemRoutes = routesOf('物料', (calls, { items, exports }: { items: MaterialItemService; exports: MaterialExportService }) => {
  calls.serve(getMaterialItemList, ({ fid, page, size, ...f }) => items.listItems(fid, itemFilter(f), { page, size }));
  calls.serve(exportMaterialItemList, ({ fid, ...f }, req) => exports.itemList(fid, req.auth!.uid, itemFilter(f)));
  calls.serve(saveMaterialItem, (body, req) => items.saveItem(body, req.auth!.uid));
  calls.serve(getMaterialOptions, (body) => items.options(body.fid, body.kind));
  calls.serve(getMaterialSupplierList, ({ fid, page, size, kw, status }) => items.listSuppliers(fid, { kw, status }, { page, size }));
  calls.serve(exportMaterialSupplierList, ({ fid, kw, status }, req) => exports.supplierList(fid, req.auth!.uid, { kw, status }));
  calls.serve(saveMaterialSupplier, (body, req) => items.saveSupplier(body, req.auth!.uid));
});

/** The item list and its export read one filter from their bodies. */
const itemFilter = (b: Omit<z.output<typeof exportMaterialItemListBodySchema>, 'fid'>) => ({ kind: b.kind, kw: b.kw, status: b.status, lowOnly: b.low_only });
