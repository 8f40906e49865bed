import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  areaDetailSchema,
  areaHistoryBodySchema,
  areaListBodySchema,
  areaOptionsSchema,
  areaRefBodySchema,
  areaSchema,
  areaStaySchema,
  envelopeSchema,
  exportAreaListBodySchema,
  exportFieldListBodySchema,
  facRefBodySchema,
  fieldListBodySchema,
  fieldRefBodySchema,
  fieldSchema,
  listExportFileSchema,
  okSchema,
  pagedSchema,
  saveAreaBodySchema,
  saveFieldBodySchema,
} from '@pfs/domain';
import { access } from '../../plugins/access.js';
import { ok } from '../../lib/reply.js';
import type { AreaDetailService } from './area-detail.service.js';
import type { LayoutService } from './layout.service.js';

const tags = ['工厂设置'];
const exported = { 200: envelopeSchema(listExportFileSchema) };

/** 厂房 and 区域 (/cfg/factory/field, /cfg/factory/areas, /cfg/factory/area_detail) and the area picker of every page. */
export const layoutRoutes: FastifyPluginAsyncZod<{ layout: LayoutService; areaDetail: AreaDetailService }> = async (app, { layout, areaDetail }) => {
  app.post('/api/get_fac_field_list', {
    config: { access: access.perm('cfg.fac.list') },
    schema: { tags, summary: '厂房列表（区域数、盘位、现有盘数）', body: fieldListBodySchema, response: { 200: envelopeSchema(pagedSchema(fieldSchema)) } },
    handler: async (req) => {
      const { fid, page, size, kw, status } = req.body;
      return ok(await layout.listFields(fid, { page, size, kw, status }));
    },
  });

  app.post('/api/export_fac_field_list', {
    config: { access: access.perm('cfg.fac.list') },
    schema: { tags, summary: '导出厂房列表（Excel）', body: exportFieldListBodySchema, response: exported },
    handler: async (req) => {
      const { fid, kw, status } = req.body;
      return ok(await layout.exportFields(fid, req.auth!.uid, { kw, status }));
    },
  });

  app.post('/api/save_fac_field', {
    config: { access: access.perm('cfg.fac.edit') },
    schema: { tags, summary: '新增或修改厂房（同名 409）', body: saveFieldBodySchema, response: { 200: envelopeSchema(fieldSchema) } },
    handler: async (req) => ok(await layout.saveField(req.body, req.auth!.uid), '厂房已保存'),
  });

  app.post('/api/delete_fac_field', {
    config: { access: access.perm('cfg.fac.edit') },
    schema: { tags, summary: '删除厂房（还有区域时 409）', body: fieldRefBodySchema, response: { 200: okSchema } },
    handler: async (req) => {
      await layout.deleteField(req.body.fid, req.body.field_id, req.auth!.uid);
      return ok(undefined, '厂房已删除');
    },
  });

  app.post('/api/get_fac_area_list', {
    config: { access: access.perm('cfg.fac.list') },
    schema: {
      tags,
      summary: '区域列表（盘位容量、现有盘数、空位、网关）',
      body: areaListBodySchema,
      response: { 200: envelopeSchema(pagedSchema(areaSchema)) },
    },
    handler: async (req) => {
      const { fid, page, size, field_id, kind, kw, status } = req.body;
      return ok(await layout.listAreas(fid, { page, size, fieldId: field_id, kind, kw, status }));
    },
  });

  app.post('/api/export_fac_area_list', {
    config: { access: access.perm('cfg.fac.list') },
    schema: { tags, summary: '导出区域列表（Excel）', body: exportAreaListBodySchema, response: exported },
    handler: async (req) => {
      const { fid, field_id, kind, kw, status } = req.body;
      return ok(await layout.exportAreas(fid, req.auth!.uid, { fieldId: field_id, kind, kw, status }));
    },
  });

  app.post('/api/save_fac_area', {
    config: { access: access.perm('cfg.fac.edit') },
    schema: {
      tags,
      summary: '新增或修改区域（容量少于现有盘数、有批次时改类型或停用：409）',
      body: saveAreaBodySchema,
      response: { 200: envelopeSchema(areaSchema) },
    },
    handler: async (req) => ok(await layout.saveArea(req.body, req.auth!.uid), '区域已保存'),
  });

  app.post('/api/delete_fac_area', {
    config: { access: access.perm('cfg.fac.edit') },
    schema: { tags, summary: '删除区域（有批次记录或关联网关时 409，请停用）', body: areaRefBodySchema, response: { 200: okSchema } },
    handler: async (req) => {
      await layout.deleteArea(req.body.fid, req.body.area_id, req.auth!.uid);
      return ok(undefined, '区域已删除');
    },
  });

  app.post('/api/get_fac_area_detail', {
    config: { access: access.perm('cfg.fac.list') },
    schema: {
      tags,
      summary: '区域详情（现有批次、30 天占用、实时环境、环境目标）',
      body: areaRefBodySchema,
      response: { 200: envelopeSchema(areaDetailSchema) },
    },
    handler: async (req) => ok(await areaDetail.detail(req.body.fid, req.body.area_id)),
  });

  app.post('/api/get_fac_area_history', {
    config: { access: access.perm('cfg.fac.list') },
    schema: { tags, summary: '区域的批次历史（按批次事件）', body: areaHistoryBodySchema, response: { 200: envelopeSchema(pagedSchema(areaStaySchema)) } },
    handler: async (req) => ok(await areaDetail.history(req.body.fid, req.body.area_id, req.body)),
  });

  app.post('/api/get_fac_area_options', {
    config: { access: access.member },
    schema: { tags, summary: '厂房 → 区域选择器（含停用的，带状态和空位）', body: facRefBodySchema, response: { 200: envelopeSchema(areaOptionsSchema) } },
    handler: async (req) => ok(await layout.options(req.body.fid)),
  });
};
