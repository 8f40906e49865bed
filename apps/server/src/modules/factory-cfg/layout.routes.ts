import type { z } from 'zod';
import {
  deleteFacArea,
  deleteFacField,
  getFacAreaDetail,
  getFacAreaHistory,
  facAreaList,
  facFieldList,
  getFacAreaOptions,
  saveFacArea,
  saveFacField,
  type exportAreaListBodySchema,
} from '@pfs/domain/factory-cfg';
import { routesOf } from '../../lib/route.js';
import type { AreaDetailService } from './area-detail.service.js';
import type { LayoutService } from './layout.service.js';

type Deps = { layout: LayoutService; areaDetail: AreaDetailService };

/** 厂房 and 区域 (/cfg/factory/field, /cfg/factory/areas, /cfg/factory/area_detail) and the area picker of every page. */
export const layoutRoutes = routesOf('工厂设置', (calls, { layout, areaDetail }: Deps) => {
  calls.serveList(facFieldList, ({ fid, ...f }) => layout.listFields(fid, f));
  calls.serve(saveFacField, (body, req) => layout.saveField(body, req.auth!.uid));
  calls.serve(deleteFacField, ({ fid, field_id }, req) => layout.deleteField(fid, field_id, req.auth!.uid));

  calls.serveList(facAreaList, ({ fid, page, size, ...f }) => layout.listAreas(fid, { page, size, ...areaFilter(f) }));
  calls.serve(saveFacArea, (body, req) => layout.saveArea(body, req.auth!.uid));
  calls.serve(deleteFacArea, ({ fid, area_id }, req) => layout.deleteArea(fid, area_id, req.auth!.uid));

  calls.serve(getFacAreaDetail, ({ fid, area_id }) => areaDetail.detail(fid, area_id));
  calls.serve(getFacAreaHistory, (body) => areaDetail.history(body.fid, body.area_id, body));
  calls.serve(getFacAreaOptions, ({ fid }) => layout.options(fid));
});

/** The area list and its export read one filter from their bodies. */
const areaFilter = (b: Omit<z.output<typeof exportAreaListBodySchema>, 'fid'>) => ({ fieldId: b.field_id, kind: b.kind, kw: b.kw, status: b.status });
