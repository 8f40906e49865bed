import type { z } from 'zod';
import {
  getMaterialOptions,
  materialItemList,
  materialSupplierList,
  saveMaterialItem,
  saveMaterialSupplier,
  type materialItemFilterSchema,
} from '@pfs/domain/material';
import { routesOf } from '../../lib/route.js';
import type { MaterialExportService } from './material-export.service.js';
import { filterOf } from './material-filters.js';
import type { MaterialItemService } from './material-item.service.js';

/** 物料 and 供应商 of /material/seeds, /material/pesticide, /material/supply; the permission follows the body's kind. */
export const materialItemRoutes = routesOf('物料', (calls, { items, exports }: { items: MaterialItemService; exports: MaterialExportService }) => {
  // The item list and its export of the kind on screen: one read, the file named for the kind with its columns.
  const listItems = (f: ItemBody, page: { page: number; size: number }) => items.listItems(f.fid, filterOf(f), page);
  calls.serve(materialItemList.list, ({ page, size, ...f }) => listItems(f, { page, size }));
  calls.serve(materialItemList.export, (f, req) => exports.write(materialItemList, f, req.auth!.uid, (all) => listItems(f, all)));
  calls.serve(saveMaterialItem, (body, req) => items.saveItem(body, req.auth!.uid));
  calls.serve(getMaterialOptions, (body) => items.options(body.fid, body.kind));
  calls.serveList(materialSupplierList, ({ fid, page, size, kw, status }) => items.listSuppliers(fid, { kw, status }, { page, size }));
  calls.serve(saveMaterialSupplier, (body, req) => items.saveSupplier(body, req.auth!.uid));
});

type ItemBody = z.output<typeof materialItemFilterSchema>;
