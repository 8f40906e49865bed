import { z } from 'zod';
import {
  HISTORY_LIMITS,
  dailySeriesSchema,
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
import { routesOf } from '../../lib/route.js';
import type { HistoryService } from './history.service.js';

export const historyRoutes = routesOf('物联网历史数据', (calls, { history }: { history: HistoryService }) => {
  const list = calls.as(access.perm('iot.list'));
  // Every read but the picker's options scans readings or rollups.
  const heavy = { config: { expensive: true } };

  list.post(
    '/api/get_iot_point_options',
    {
      summary: '点位选择：默认为可查询历史的传感器与计量表（kinds 可加开关），按区域 → 网关分组，带单位',
      body: pointOptionsBodySchema,
      data: historyPointOptionsSchema,
    },
    ({ fid, kinds }) => history.pointOptions(fid, kinds),
  );

  list.post(
    '/api/get_iot_raw_vals',
    {
      ...heavy,
      summary: `原始读数（最长 ${HISTORY_LIMITS.rawMaxDays} 天）；超过 max_points 时按时间桶降采样，每桶给出平均、最小、最大值（bucket_s 为桶宽秒数）`,
      body: historySeriesBodySchema,
      data: z.array(rawSeriesSchema),
    },
    ({ fid, point_ids, start, end, max_points }) => history.raw(fid, point_ids, start, end, max_points),
  );

  list.post(
    '/api/get_iot_hourly_vals',
    {
      ...heavy,
      summary: `小时数据曲线（平均、最小、最大及其时间、样本数），最长 ${HISTORY_LIMITS.hourlyMaxDays} 天；小时数超过 max_points 时改用日数据（bucket_s = 86400）`,
      body: historySeriesBodySchema,
      data: z.array(hourlySeriesSchema),
    },
    ({ fid, point_ids, start, end, max_points }) => history.hourly(fid, point_ids, start, end, max_points),
  );

  list.post(
    '/api/get_iot_hourly_list',
    { ...heavy, summary: '小时数据表格：逐小时一行，分页排序', body: historyHourlyListBodySchema, data: hourlyPageSchema },
    ({ fid, point_ids, start, end, ...f }) => history.hourlyList(fid, point_ids, start, end, f),
  );

  list.post(
    '/api/get_iot_daily_vals',
    {
      ...heavy,
      summary: `日数据（按工厂时区的自然日），最长 ${HISTORY_LIMITS.dailyMaxDays} 天`,
      body: historyDailyBodySchema,
      data: z.array(dailySeriesSchema),
    },
    ({ fid, point_ids, start_day, end_day }) => history.daily(fid, point_ids, start_day, end_day),
  );

  list.post(
    '/api/get_iot_last24',
    { ...heavy, summary: '最近 24 小时：逐小时统计与最新读数', body: historyPointsBodySchema, data: last24Schema },
    ({ fid, point_ids }) => history.last24(fid, point_ids),
  );

  list.post(
    '/api/get_iot_extreme_list',
    { ...heavy, summary: '极值记录：每个点位每天的最小值、最大值及出现时间', body: historyExtremeListBodySchema, data: extremePageSchema },
    (b) =>
      history.extremes(b.fid, {
        pointIds: b.point_ids,
        gwId: b.gw_id,
        areaId: b.area_id,
        startDay: b.start_day,
        endDay: b.end_day,
        page: b.page,
        size: b.size,
        sort: b.sort,
        order: b.order,
      }),
  );
});
