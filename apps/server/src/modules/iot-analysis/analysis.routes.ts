import { z } from 'zod';
import {
  analysisCompareBodySchema,
  analysisCompareSchema,
  analysisPointSchema,
  analysisProfileBodySchema,
  analysisProfileSchema,
  analysisSetRefBodySchema,
  analysisSetSchema,
  gatewayRatesSchema,
  saveAnalysisSetBodySchema,
} from '@pfs/domain';
import { pageRoutesOf, withMsg } from '../../lib/route.js';
import type { AnalysisService } from './analysis.service.js';

export const analysisRoutes = pageRoutesOf('物联网分析', ['iot.list', 'cfg.iot.edit'], ({ list, edit }, { analysis }: { analysis: AnalysisService }) => {
  const expensive = { expensive: true };

  list.factory('/api/get_iot_analysis_points', { summary: '可分析的传感器与计量表（含网关、区域）', data: z.array(analysisPointSchema) }, (fid) =>
    analysis.points(fid),
  );

  list.post(
    '/api/get_iot_analysis_compare',
    {
      summary: '多传感器对比：小时均值、统计（均值/最小/最大/标准差）与两两相关系数',
      body: analysisCompareBodySchema,
      data: analysisCompareSchema,
      config: expensive,
    },
    (body) => analysis.compare(body.fid, body),
  );

  list.post(
    '/api/get_iot_analysis_profile',
    {
      summary: '日变化曲线：按工厂时区的一天中各小时的平均值，以及白天/夜间平均',
      body: analysisProfileBodySchema,
      data: analysisProfileSchema,
      config: expensive,
    },
    (body) => analysis.profile(body.fid, body),
  );

  list.factory('/api/get_iot_gw_rates', { summary: '各网关最近 24 小时每小时的读数条数', data: gatewayRatesSchema, config: expensive }, (fid) =>
    analysis.gatewayRates(fid),
  );

  list.factory('/api/get_iot_analysis_set_list', { summary: '已保存的分析配置', data: z.array(analysisSetSchema) }, (fid) => analysis.listSets(fid));

  edit.post(
    '/api/save_iot_analysis_set',
    { summary: '新建或修改分析配置（不带 set_id 为新建）', body: saveAnalysisSetBodySchema, data: analysisSetSchema },
    async (body, req) => withMsg(await analysis.saveSet(body.fid, req.auth!.uid, body), body.set_id ? '分析配置已保存' : '分析配置已创建'),
  );

  edit.post('/api/delete_iot_analysis_set', { summary: '删除分析配置', body: analysisSetRefBodySchema, data: null, msg: '分析配置已删除' }, ({ fid, set_id }) =>
    analysis.deleteSet(fid, set_id),
  );
});
