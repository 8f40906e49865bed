import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ANALYSIS_MAX_POINTS, analysisSetInputSchema, fidSchema, historyEndSchema, historyStartSchema, idSchema } from '@pfs/domain';
import { access } from '../../plugins/access.js';
import type { AnalysisService } from './analysis.service.js';

const tags = ['物联网分析'];
const pointIds = z
  .array(idSchema('点位编号', 'point_ids'), { error: '请选择传感器 point_ids' })
  .min(1, '请至少选择一个传感器（point_ids）')
  .max(ANALYSIS_MAX_POINTS, `一次最多分析 ${ANALYSIS_MAX_POINTS} 个传感器（point_ids）`);
const range = { fid: fidSchema, point_ids: pointIds, start: historyStartSchema, end: historyEndSchema };
const hhmm = (label: string) => z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, `${label}格式应为 HH:mm`);
const setId = idSchema('分析配置编号', 'set_id');

export const analysisRoutes: FastifyPluginAsyncZod<{ analysis: AnalysisService }> = async (app, { analysis }) => {
  app.post('/api/get_iot_analysis_points', {
    config: { access: access.perm('iot.list') },
    schema: { tags, summary: '可分析的传感器与计量表（含网关、区域）', body: z.object({ fid: fidSchema }) },
    handler: async (req) => ({ code: 200, msg: 'ok', data: await analysis.points(req.body.fid) }),
  });

  app.post('/api/get_iot_analysis_compare', {
    config: { access: access.perm('iot.list'), expensive: true },
    schema: {
      tags,
      summary: '多传感器对比：小时均值、统计（均值/最小/最大/标准差）与两两相关系数',
      body: z.object({ ...range, normalise: z.boolean({ error: '归一化 normalise 必须是布尔值' }).default(false) }),
    },
    handler: async (req) => ({ code: 200, msg: 'ok', data: await analysis.compare(req.body.fid, req.body) }),
  });

  app.post('/api/get_iot_analysis_profile', {
    config: { access: access.perm('iot.list'), expensive: true },
    schema: {
      tags,
      summary: '日变化曲线：按工厂时区的一天中各小时的平均值，以及白天/夜间平均',
      body: z.object({ ...range, day_start: hhmm('白天开始时间 day_start').default('06:00'), day_end: hhmm('白天结束时间 day_end').default('18:00') }),
    },
    handler: async (req) => ({ code: 200, msg: 'ok', data: await analysis.profile(req.body.fid, req.body) }),
  });

  app.post('/api/get_iot_gw_rates', {
    config: { access: access.perm('iot.list'), expensive: true },
    schema: { tags, summary: '各网关最近 24 小时每小时的读数条数', body: z.object({ fid: fidSchema }) },
    handler: async (req) => ({ code: 200, msg: 'ok', data: await analysis.gatewayRates(req.body.fid) }),
  });

  app.post('/api/get_iot_analysis_set_list', {
    config: { access: access.perm('iot.list') },
    schema: { tags, summary: '已保存的分析配置', body: z.object({ fid: fidSchema }) },
    handler: async (req) => ({ code: 200, msg: 'ok', data: await analysis.listSets(req.body.fid) }),
  });

  app.post('/api/save_iot_analysis_set', {
    config: { access: access.perm('cfg.iot.edit') },
    schema: { tags, summary: '新建或修改分析配置（不带 set_id 为新建）', body: analysisSetInputSchema.extend({ fid: fidSchema, set_id: setId.optional() }) },
    handler: async (req) => ({ code: 200, msg: req.body.set_id ? '分析配置已保存' : '分析配置已创建', data: await analysis.saveSet(req.body.fid, req.auth!.uid, req.body) }),
  });

  app.post('/api/delete_iot_analysis_set', {
    config: { access: access.perm('cfg.iot.edit') },
    schema: { tags, summary: '删除分析配置', body: z.object({ fid: fidSchema, set_id: setId }) },
    handler: async (req) => {
      await analysis.deleteSet(req.body.fid, req.body.set_id);
      return { code: 200, msg: '分析配置已删除' };
    },
  });
};
