import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  HISTORY_LIMITS,
  dailySeriesSchema,
  envelopeSchema,
  extremePageSchema,
  historyDailyBodySchema,
  historyExtremeListBodySchema,
  historyHourlyListBodySchema,
  historyPointOptionsSchema,
  historyPointsBodySchema,
  historySeriesBodySchema,
  hourlyPageSchema,
  hourlySeriesSchema,
  last24Schema,
  pointOptionsBodySchema,
  rawSeriesSchema,
} from '@pfs/domain';
import { access } from '../../plugins/access.js';
import { ok } from '../../lib/reply.js';
import type { HistoryService } from './history.service.js';

const tags = ['物联网历史数据'];

export const historyRoutes: FastifyPluginAsyncZod<{ history: HistoryService }> = async (app, { history }) => {
  app.post('/api/get_iot_point_options', {
    config: { access: access.perm('iot.list') },
    schema: { tags, summary: '点位选择：默认为可查询历史的传感器与计量表（kinds 可加开关），按区域 → 网关分组，带单位', body: pointOptionsBodySchema, response: { 200: envelopeSchema(historyPointOptionsSchema) } },
    handler: async (req) => ok(await history.pointOptions(req.body.fid, req.body.kinds)),
  });

  app.post('/api/get_iot_raw_vals', {
    config: { access: access.perm('iot.list'), expensive: true },
    schema: {
      tags,
      summary: `原始读数（最长 ${HISTORY_LIMITS.rawMaxDays} 天）；超过 max_points 时按时间桶降采样，每桶给出平均、最小、最大值（bucket_s 为桶宽秒数）`,
      body: historySeriesBodySchema,
      response: { 200: envelopeSchema(z.array(rawSeriesSchema)) },
    },
    handler: async (req) => ok(await history.raw(req.body.fid, req.body.point_ids, req.body.start, req.body.end, req.body.max_points)),
  });

  app.post('/api/get_iot_hourly_vals', {
    config: { access: access.perm('iot.list'), expensive: true },
    schema: {
      tags,
      summary: `小时数据曲线（平均、最小、最大及其时间、样本数），最长 ${HISTORY_LIMITS.hourlyMaxDays} 天；小时数超过 max_points 时改用日数据（bucket_s = 86400）`,
      body: historySeriesBodySchema,
      response: { 200: envelopeSchema(z.array(hourlySeriesSchema)) },
    },
    handler: async (req) => ok(await history.hourly(req.body.fid, req.body.point_ids, req.body.start, req.body.end, req.body.max_points)),
  });

  app.post('/api/get_iot_hourly_list', {
    config: { access: access.perm('iot.list'), expensive: true },
    schema: { tags, summary: '小时数据表格：逐小时一行，分页排序', body: historyHourlyListBodySchema, response: { 200: envelopeSchema(hourlyPageSchema) } },
    handler: async (req) => {
      const { fid, point_ids, start, end, ...f } = req.body;
      return ok(await history.hourlyList(fid, point_ids, start, end, f));
    },
  });

  app.post('/api/get_iot_daily_vals', {
    config: { access: access.perm('iot.list'), expensive: true },
    schema: { tags, summary: `日数据（按工厂时区的自然日），最长 ${HISTORY_LIMITS.dailyMaxDays} 天`, body: historyDailyBodySchema, response: { 200: envelopeSchema(z.array(dailySeriesSchema)) } },
    handler: async (req) => ok(await history.daily(req.body.fid, req.body.point_ids, req.body.start_day, req.body.end_day)),
  });

  app.post('/api/get_iot_last24', {
    config: { access: access.perm('iot.list'), expensive: true },
    schema: { tags, summary: '最近 24 小时：逐小时统计与最新读数', body: historyPointsBodySchema, response: { 200: envelopeSchema(last24Schema) } },
    handler: async (req) => ok(await history.last24(req.body.fid, req.body.point_ids)),
  });

  app.post('/api/get_iot_extreme_list', {
    config: { access: access.perm('iot.list'), expensive: true },
    schema: { tags, summary: '极值记录：每个点位每天的最小值、最大值及出现时间', body: historyExtremeListBodySchema, response: { 200: envelopeSchema(extremePageSchema) } },
    handler: async (req) => {
      const b = req.body;
      return ok(await history.extremes(b.fid, { pointIds: b.point_ids, gwId: b.gw_id, areaId: b.area_id, startDay: b.start_day, endDay: b.end_day, page: b.page, size: b.size, sort: b.sort, order: b.order }));
    },
  });
};
