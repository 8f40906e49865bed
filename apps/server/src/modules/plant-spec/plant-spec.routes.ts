import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelopeSchema,
  exportSpecListBodySchema,
  listExportFileSchema,
  pagedSchema,
  plantFacBodySchema,
  saveSpecBodySchema,
  setSpecStatusBodySchema,
  specDetailSchema,
  specListBodySchema,
  specOptionSchema,
  specRefBodySchema,
  specSchema,
} from '@pfs/domain';
import { access } from '../../plugins/access.js';
import { ok } from '../../lib/reply.js';
import type { PlantSpecService } from './plant-spec.service.js';

const tags = ['品种规格'];

/** /cfg/factory/spec: crop specs with their versions, and the spec picker of the sowing form. */
export const plantSpecRoutes: FastifyPluginAsyncZod<{ specs: PlantSpecService }> = async (app, { specs }) => {
  app.post('/api/get_plant_spec_list', {
    config: { access: access.perm('cfg.plant.list') },
    schema: { tags, summary: '品种规格列表（当前版本、批次数）', body: specListBodySchema, response: { 200: envelopeSchema(pagedSchema(specSchema)) } },
    handler: async (req) => {
      const { fid, page, size, kw, crop, status } = req.body;
      return ok(await specs.list(fid, { page, size, kw, crop, status }));
    },
  });

  app.post('/api/export_plant_spec_list', {
    config: { access: access.perm('cfg.plant.list') },
    schema: { tags, summary: '导出品种规格列表（Excel，当前版本）', body: exportSpecListBodySchema, response: { 200: envelopeSchema(listExportFileSchema) } },
    handler: async (req) => {
      const { fid, kw, crop, status } = req.body;
      return ok(await specs.exportList(fid, req.auth!.uid, { kw, crop, status }));
    },
  });

  app.post('/api/get_plant_spec', {
    config: { access: access.perm('cfg.plant.list') },
    schema: {
      tags,
      summary: '品种规格详情（当前版本或 ver 指定的版本；各版本及其批次数）',
      body: specRefBodySchema,
      response: { 200: envelopeSchema(specDetailSchema) },
    },
    handler: async (req) => ok(await specs.get(req.body.fid, req.body.spec_id, req.body.ver)),
  });

  app.post('/api/save_plant_spec', {
    config: { access: access.perm('cfg.plant.edit') },
    schema: {
      tags,
      summary: '新建或修改品种规格（阶段、密度、用种、产量、等级有变化时保存为新版本，已有批次保留原版本）',
      body: saveSpecBodySchema,
      response: { 200: envelopeSchema(specDetailSchema) },
    },
    handler: async (req) => {
      const { spec, msg } = await specs.save(req.body, req.auth!.uid);
      return ok(spec, msg);
    },
  });

  app.post('/api/set_plant_spec_status', {
    config: { access: access.perm('cfg.plant.edit') },
    schema: { tags, summary: '启用或停用品种规格（停用后不能再播种）', body: setSpecStatusBodySchema, response: { 200: envelopeSchema(specSchema) } },
    handler: async (req) => {
      const { fid, spec_id, status } = req.body;
      return ok(await specs.setStatus(fid, spec_id, status, req.auth!.uid), status === 'enabled' ? '品种规格已启用' : '品种规格已停用');
    },
  });

  app.post('/api/get_plant_spec_options', {
    config: { access: access.perm('plant.list') },
    schema: {
      tags,
      summary: '播种表单的品种规格选项（启用的，当前版本）',
      body: plantFacBodySchema,
      response: { 200: envelopeSchema(z.array(specOptionSchema)) },
    },
    handler: async (req) => ok(await specs.options(req.body.fid)),
  });
};
