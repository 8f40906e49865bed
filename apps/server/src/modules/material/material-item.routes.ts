import { getMaterialOptions, materialItemList, materialSupplierList, saveMaterialItem, saveMaterialSupplier } from '@pfs/domain/material';
import { routesOf } from '../../lib/route.js';
import { filterOf } from './material-filters.js';
import type { MaterialItemService } from './material-item.service.js';

/** 物料 and 供应商 of /material/seeds, /material/pesticide, /material/supply; the permission follows the body's kind. */
export const materialItemRoutes = routesOf('物料', (calls, { items }: { items: MaterialItemService }) => {
  // The item list and its export of the kind on screen: one read; the definition names the file and picks the kind's columns.
  calls.serveList(materialItemList, ({ page, size, ...f }) => items.listItems(f.fid, filterOf(f), { page, size }));
  calls.serve(saveMaterialItem, (body, req) => items.saveItem(body, req.auth!.uid));
  calls.serve(getMaterialOptions, (body) => items.options(body.fid, body.kind));
  calls.serveList(materialSupplierList, ({ fid, page, size, kw, status }) => items.listSuppliers(fid, { kw, status }, { page, size }));
  calls.serve(saveMaterialSupplier, (body, req) => items.saveSupplier(body, req.auth!.uid));
});
