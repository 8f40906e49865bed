import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  analysisCompareBodySchema,
  analysisCompareSchema,
  analysisPointSchema,
  analysisProfileBodySchema,
  analysisProfileSchema,
  analysisSetRefBodySchema,
  analysisSetSchema,
  envelopeSchema,
  gatewayRatesSchema,
  iotFacBodySchema,
  okSchema,
  saveAnalysisSetBodySchema,
} from '@pfs/domain';
import { access } from '../../plugins/access.js';
import { ok } from '../../lib/reply.js';
import type { AnalysisService } from './analysis.service.js';

const tags = ['物联网分析'];

export const analysisRoutes: FastifyPluginAsyncZod<{ analysis: AnalysisService }> = async (app, { analysis }) => {
  app.post('/api/get_iot_analysis_points', {
    config: { access: access.perm('iot.list') },
    schema: { tags, summary: '可分析的传感器与计量表（含网关、区域）', body: iotFacBodySchema, response: { 200: envelopeSchema(z.array(analysisPointSchema)) } },
    handler: async (req) => ok(await analysis.points(req.body.fid)),
  });

  app.post('/api/get_iot_analysis_compare', {
    config: { access: access.perm('iot.list'), expensive: true },
    schema: {
      tags,
      summary: '多传感器对比：小时均值、统计（均值/最小/最大/标准差）与两两相关系数',
      body: analysisCompareBodySchema,
      response: { 200: envelopeSchema(analysisCompareSchema) },
    },
    handler: async (req) => ok(await analysis.compare(req.body.fid, req.body)),
  });

  app.post('/api/get_iot_analysis_profile', {
    config: { access: access.perm('iot.list'), expensive: true },
    schema: {
      tags,
      summary: '日变化曲线：按工厂时区的一天中各小时的平均值，以及白天/夜间平均',
      body: analysisProfileBodySchema,
      response: { 200: envelopeSchema(analysisProfileSchema) },
    },
    handler: async (req) => ok(await analysis.profile(req.body.fid, req.body)),
  });

  app.post('/api/get_iot_gw_rates', {
    config: { access: access.perm('iot.list'), expensive: true },
    schema: { tags, summary: '各网关最近 24 小时每小时的读数条数', body: iotFacBodySchema, response: { 200: envelopeSchema(gatewayRatesSchema) } },
    handler: async (req) => ok(await analysis.gatewayRates(req.body.fid)),
  });

  app.post('/api/get_iot_analysis_set_list', {
    config: { access: access.perm('iot.list') },
    schema: { tags, summary: '已保存的分析配置', body: iotFacBodySchema, response: { 200: envelopeSchema(z.array(analysisSetSchema)) } },
    handler: async (req) => ok(await analysis.listSets(req.body.fid)),
  });

  app.post('/api/save_iot_analysis_set', {
    config: { access: access.perm('cfg.iot.edit') },
    schema: { tags, summary: '新建或修改分析配置（不带 set_id 为新建）', body: saveAnalysisSetBodySchema, response: { 200: envelopeSchema(analysisSetSchema) } },
    handler: async (req) => ok(await analysis.saveSet(req.body.fid, req.auth!.uid, req.body), req.body.set_id ? '分析配置已保存' : '分析配置已创建'),
  });

  app.post('/api/delete_iot_analysis_set', {
    config: { access: access.perm('cfg.iot.edit') },
    schema: { tags, summary: '删除分析配置', body: analysisSetRefBodySchema, response: { 200: okSchema } },
    handler: async (req) => {
      await analysis.deleteSet(req.body.fid, req.body.set_id);
      return ok(undefined, '分析配置已删除');
    },
  });
};
