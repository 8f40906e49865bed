import type { z } from 'zod';
import {
  areaDetailSchema,
  areaHistoryBodySchema,
  areaListBodySchema,
  areaOptionsSchema,
  areaRefBodySchema,
  areaSchema,
  areaStaySchema,
  exportAreaListBodySchema,
  exportFieldListBodySchema,
  fieldListBodySchema,
  fieldRefBodySchema,
  fieldSchema,
  pagedSchema,
  saveAreaBodySchema,
  saveFieldBodySchema,
} from '@pfs/domain';
import { access } from '../../plugins/access.js';
import { pageRoutesOf } from '../../lib/route.js';
import type { AreaDetailService } from './area-detail.service.js';
import type { LayoutService } from './layout.service.js';

type Deps = { layout: LayoutService; areaDetail: AreaDetailService };

/** 厂房 and 区域 (/cfg/factory/field, /cfg/factory/areas, /cfg/factory/area_detail) and the area picker of every page. */
export const layoutRoutes = pageRoutesOf('工厂设置', 'cfg.fac', ({ list, edit, ...calls }, { layout, areaDetail }: Deps) => {
  list.post(
    '/api/get_fac_field_list',
    { summary: '厂房列表（区域数、盘位、现有盘数）', body: fieldListBodySchema, data: pagedSchema(fieldSchema) },
    ({ fid, ...f }) => layout.listFields(fid, f),
  );
  list.export('/api/export_fac_field_list', { summary: '导出厂房列表（Excel）', body: exportFieldListBodySchema }, ({ fid, ...f }, uid) =>
    layout.exportFields(fid, uid, f),
  );
  edit.post('/api/save_fac_field', { summary: '新增或修改厂房（同名 409）', body: saveFieldBodySchema, data: fieldSchema, msg: '厂房已保存' }, (body, req) =>
    layout.saveField(body, req.auth!.uid),
  );
  edit.post(
    '/api/delete_fac_field',
    { summary: '删除厂房（还有区域时 409）', body: fieldRefBodySchema, data: null, msg: '厂房已删除' },
    ({ fid, field_id }, req) => layout.deleteField(fid, field_id, req.auth!.uid),
  );

  list.post(
    '/api/get_fac_area_list',
    { summary: '区域列表（盘位容量、现有盘数、空位、网关）', body: areaListBodySchema, data: pagedSchema(areaSchema) },
    ({ fid, page, size, ...f }) => layout.listAreas(fid, { page, size, ...areaFilter(f) }),
  );
  list.export('/api/export_fac_area_list', { summary: '导出区域列表（Excel）', body: exportAreaListBodySchema }, ({ fid, ...f }, uid) =>
    layout.exportAreas(fid, uid, areaFilter(f)),
  );
  edit.post(
    '/api/save_fac_area',
    { summary: '新增或修改区域（容量少于现有盘数、有批次时改类型或停用：409）', body: saveAreaBodySchema, data: areaSchema, msg: '区域已保存' },
    (body, req) => layout.saveArea(body, req.auth!.uid),
  );
  edit.post(
    '/api/delete_fac_area',
    { summary: '删除区域（有批次记录或关联网关时 409，请停用）', body: areaRefBodySchema, data: null, msg: '区域已删除' },
    ({ fid, area_id }, req) => layout.deleteArea(fid, area_id, req.auth!.uid),
  );

  list.post(
    '/api/get_fac_area_detail',
    { summary: '区域详情（现有批次、30 天占用、实时环境、环境目标）', body: areaRefBodySchema, data: areaDetailSchema },
    ({ fid, area_id }) => areaDetail.detail(fid, area_id),
  );
  list.post('/api/get_fac_area_history', { summary: '区域的批次历史（按批次事件）', body: areaHistoryBodySchema, data: pagedSchema(areaStaySchema) }, (body) =>
    areaDetail.history(body.fid, body.area_id, body),
  );
  calls.factory(
    '/api/get_fac_area_options',
    { access: access.member, summary: '厂房 → 区域选择器（含停用的，带状态和空位）', data: areaOptionsSchema },
    (fid) => layout.options(fid),
  );
});

/** The area list and its export read one filter from their bodies. */
const areaFilter = (b: Omit<z.output<typeof exportAreaListBodySchema>, 'fid'>) => ({ fieldId: b.field_id, kind: b.kind, kw: b.kw, status: b.status });
