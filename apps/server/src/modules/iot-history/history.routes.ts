import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HISTORY_LIMITS, fidSchema, historyDaySchema, historyEndSchema, historyPointIdsSchema, historyStartSchema, idSchema, intSchema, pageQuerySchema } from '@pfs/domain';
import { access } from '../../plugins/access.js';
import type { HistoryService } from './history.service.js';

const tags = ['物联网历史数据'];
const ok = <T>(data: T) => ({ code: 200, msg: 'ok', data });
const pointsBody = z.object({ fid: fidSchema, point_ids: historyPointIdsSchema });
const rangeBody = pointsBody.extend({ start: historyStartSchema, end: historyEndSchema });
const dayRange = { start_day: historyDaySchema('start_day', '开始日期'), end_day: historyDaySchema('end_day', '结束日期') };
const orderSchema = z.enum(['asc', 'desc'], { error: '排序方向 order 只能是 asc 或 desc' }).default('desc');
const maxPointsSchema = intSchema('每条曲线点数 max_points', { min: 100, max: HISTORY_LIMITS.seriesPointsMax }).default(HISTORY_LIMITS.seriesPointsDefault);
const optId = (field: string, label: string) => idSchema(label, field).optional();

export const historyRoutes: FastifyPluginAsyncZod<{ history: HistoryService }> = async (app, { history }) => {
  app.post('/api/get_iot_point_options', {
    config: { access: access.perm('iot.list') },
    schema: { tags, summary: '可查询历史的点位（传感器与计量表），按区域 → 网关分组，带单位', body: z.object({ fid: fidSchema }) },
    handler: async (req) => ok(await history.pointOptions(req.body.fid)),
  });

  app.post('/api/get_iot_raw_vals', {
    config: { access: access.perm('iot.list'), expensive: true },
    schema: {
      tags,
      summary: `原始读数（最长 ${HISTORY_LIMITS.rawMaxDays} 天）；超过 max_points 时按时间桶降采样，每桶给出平均、最小、最大值（bucket_s 为桶宽秒数）`,
      body: rangeBody.extend({ max_points: maxPointsSchema }),
    },
    handler: async (req) => ok(await history.raw(req.body.fid, req.body.point_ids, req.body.start, req.body.end, req.body.max_points)),
  });

  app.post('/api/get_iot_hourly_vals', {
    config: { access: access.perm('iot.list'), expensive: true },
    schema: {
      tags,
      summary: `小时数据曲线（平均、最小、最大及其时间、样本数），最长 ${HISTORY_LIMITS.hourlyMaxDays} 天；小时数超过 max_points 时改用日数据（bucket_s = 86400）`,
      body: rangeBody.extend({ max_points: maxPointsSchema }),
    },
    handler: async (req) => ok(await history.hourly(req.body.fid, req.body.point_ids, req.body.start, req.body.end, req.body.max_points)),
  });

  app.post('/api/get_iot_hourly_list', {
    config: { access: access.perm('iot.list'), expensive: true },
    schema: {
      tags,
      summary: '小时数据表格：逐小时一行，分页排序',
      body: rangeBody.merge(pageQuerySchema).extend({
        sort: z.enum(['t', 'avg', 'min', 'max'], { error: '排序字段 sort 只能是 t、avg、min 或 max' }).default('t'),
        order: orderSchema,
      }),
    },
    handler: async (req) => {
      const { fid, point_ids, start, end, ...f } = req.body;
      return ok(await history.hourlyList(fid, point_ids, start, end, f));
    },
  });

  app.post('/api/get_iot_daily_vals', {
    config: { access: access.perm('iot.list'), expensive: true },
    schema: { tags, summary: `日数据（按工厂时区的自然日），最长 ${HISTORY_LIMITS.dailyMaxDays} 天`, body: pointsBody.extend(dayRange) },
    handler: async (req) => ok(await history.daily(req.body.fid, req.body.point_ids, req.body.start_day, req.body.end_day)),
  });

  app.post('/api/get_iot_last24', {
    config: { access: access.perm('iot.list'), expensive: true },
    schema: { tags, summary: '最近 24 小时：逐小时统计与最新读数', body: pointsBody },
    handler: async (req) => ok(await history.last24(req.body.fid, req.body.point_ids)),
  });

  app.post('/api/get_iot_extreme_list', {
    config: { access: access.perm('iot.list'), expensive: true },
    schema: {
      tags,
      summary: '极值记录：每个点位每天的最小值、最大值及出现时间',
      body: pageQuerySchema.extend({
        fid: fidSchema,
        ...dayRange,
        point_ids: historyPointIdsSchema.optional(),
        gw_id: optId('gw_id', '网关编号'),
        area_id: optId('area_id', '区域编号'),
        sort: z.enum(['day', 'max_v', 'min_v'], { error: '排序字段 sort 只能是 day、max_v 或 min_v' }).default('day'),
        order: orderSchema,
      }),
    },
    handler: async (req) => {
      const b = req.body;
      return ok(await history.extremes(b.fid, { pointIds: b.point_ids, gwId: b.gw_id, areaId: b.area_id, startDay: b.start_day, endDay: b.end_day, page: b.page, size: b.size, sort: b.sort, order: b.order }));
    },
  });
};
