import { z } from 'zod';
import { fidSchema, listBodySchema, pagedSchema, pageQuerySchema } from '../api/envelope.js';
import { daySchema, idSchema, instantSchema, intSchema } from '../api/fields.js';
import { EXPORT_FORMATS, EXPORT_STATES, HISTORY_GRAINS, HISTORY_LIMITS } from './history.js';
import { POINT_KINDS } from '../iot-ingest/iot-protocol.js';
import { gwRefView } from '../api/view-fields.js';
import { callAccess, callsAs, callsOf } from '../contract/call.js';

/**
 * Calls of 历史数据 (raw, hourly, daily, last 24 h, extremes) and 数据导出. Series are column-wise arrays; times in
 * them are ms since epoch, days are calendar days (YYYY-MM-DD) in the factory's time zone.
 */

export const historyPointIdsSchema = z
  .array(idSchema('点位编号', 'point_ids'), { error: '请选择点位 point_ids' })
  .min(1, '请至少选择一个点位（point_ids）')
  .max(HISTORY_LIMITS.maxPoints, `一次最多选择 ${HISTORY_LIMITS.maxPoints} 个点位（point_ids）`);

export const historyStartSchema = instantSchema('开始时间', 'start');
export const historyEndSchema = instantSchema('结束时间', 'end');
export const historyDaySchema = (field: string, label: string) => daySchema(label, field);

const orderSchema = z.enum(['asc', 'desc'], { error: '排序方向 order 只能是 asc 或 desc' }).default('desc');
const maxPointsSchema = intSchema('每条曲线点数 max_points', { min: 100, max: HISTORY_LIMITS.seriesPointsMax }).default(HISTORY_LIMITS.seriesPointsDefault);
const dayRange = { start_day: historyDaySchema('start_day', '开始日期'), end_day: historyDaySchema('end_day', '结束日期') };

export const historyPointsBodySchema = z.object({ fid: fidSchema, point_ids: historyPointIdsSchema });
const rangeBody = historyPointsBodySchema.extend({ start: historyStartSchema, end: historyEndSchema });
/** get_iot_raw_vals and get_iot_hourly_vals. */
export const historySeriesBodySchema = rangeBody.extend({ max_points: maxPointsSchema });
export const historyHourlyListBodySchema = rangeBody.merge(pageQuerySchema).extend({
  sort: z.enum(['t', 'avg', 'min', 'max'], { error: '排序字段 sort 只能是 t、avg、min 或 max' }).default('t'),
  order: orderSchema,
});
export const historyDailyBodySchema = historyPointsBodySchema.extend(dayRange);
export const historyExtremeListBodySchema = listBodySchema({
  ...dayRange,
  point_ids: historyPointIdsSchema.optional(),
  gw_id: idSchema('网关编号', 'gw_id').optional(),
  area_id: idSchema('区域编号', 'area_id').optional(),
  sort: z.enum(['day', 'max_v', 'min_v'], { error: '排序字段 sort 只能是 day、max_v 或 min_v' }).default('day'),
  order: orderSchema,
});

export const createIotExportBodySchema = z.object({
  fid: fidSchema,
  point_ids: historyPointIdsSchema,
  start: historyStartSchema,
  end: historyEndSchema,
  grain: z.enum(HISTORY_GRAINS, { error: '数据粒度 grain 只能是 raw、hourly 或 daily' }),
  format: z.enum(EXPORT_FORMATS, { error: '文件格式 format 只能是 csv 或 xlsx' }),
});
export type CreateIotExportBody = z.infer<typeof createIotExportBodySchema>;
export const iotExportRefBodySchema = z.object({ fid: fidSchema, job_id: z.string().uuid('导出任务编号 job_id 无效') });
export const exportFileParamsSchema = z.object({ file: z.string().max(64, '文件名无效') });

/** The chosen points as the web picker and the series carry them. */
export const historyPointMetaSchema = z.object({
  point_id: z.number(),
  code: z.string(),
  name: z.string(),
  kind: z.enum(['sensor', 'meter']),
  unit: z.string(),
  quantity: z.string(),
  ...gwRefView,
  area_id: z.number().nullable(),
  area_name: z.string(),
});
export type HistoryPointMeta = z.infer<typeof historyPointMetaSchema>;

/** get_iot_point_options: sensors and meters (what has history) unless `kinds` asks for others — strategies also pick switches. */
export const pointOptionsBodySchema = z.object({
  fid: fidSchema,
  kinds: z
    .array(z.enum(POINT_KINDS, { error: '点位类型 kinds 只能是 sensor、switch 或 meter' }), { error: '点位类型 kinds 必须是数组' })
    .min(1, '请至少选择一种点位类型（kinds）')
    .max(POINT_KINDS.length, '点位类型 kinds 不能重复')
    .default(['sensor', 'meter']),
});

/** A point as the grouped picker offers it; switches also say whether they take commands and their number range. */
export const pointOptionSchema = historyPointMetaSchema.extend({
  kind: z.enum(POINT_KINDS),
  writable: z.boolean(),
  min: z.number().nullable().describe('开关可设数值的下限（null 为只能开关）'),
  max: z.number().nullable(),
});
export type PointOption = z.infer<typeof pointOptionSchema>;
export type PointOptionKind = PointOption['kind'];

/** Points by area, then gateway. */
export const historyPointOptionsSchema = z.array(
  z.object({
    area_id: z.number().nullable(),
    area_name: z.string(),
    gateways: z.array(z.object({ gw_id: z.number(), gw_name: z.string(), sn: z.string(), points: z.array(pointOptionSchema) })),
  }),
);
export type HistoryPointOptions = z.infer<typeof historyPointOptionsSchema>;

const nums = z.array(z.number());

/** Raw readings, column-wise (ms since epoch). bucket_s null: every reading; else avg with min/max per bucket. */
export const rawSeriesSchema = historyPointMetaSchema.extend({
  bucket_s: z.number().nullable(),
  reading_ct: z.number(),
  t: nums,
  v: nums,
  min: nums,
  max: nums,
});
export type RawSeries = z.infer<typeof rawSeriesSchema>;

/** Rollups column-wise; min_ts/max_ts say when the extreme fell (ms). */
export const rollupColumnsSchema = z.object({ avg: nums, min: nums, min_ts: nums, max: nums, max_ts: nums, ct: nums });
export type RollupColumns = z.infer<typeof rollupColumnsSchema>;

/** Hourly `t` is the hour start (ms). bucket_s null: one value per hour; 86400: the range was longer than max_points hours, values are daily rollups. */
export const hourlySeriesSchema = historyPointMetaSchema.extend(rollupColumnsSchema.shape).extend({ bucket_s: z.number().nullable(), t: nums });
export type HourlySeries = z.infer<typeof hourlySeriesSchema>;

export const hourlyItemSchema = z.object({
  t: z.number(),
  point_id: z.number(),
  avg: z.number(),
  min: z.number(), min_ts: z.number(),
  max: z.number(), max_ts: z.number(),
  ct: z.number(),
});
export type HourlyItem = z.infer<typeof hourlyItemSchema>;
export const hourlyPageSchema = pagedSchema(hourlyItemSchema);

/** Daily `day` is the calendar day in the factory's zone. */
export const dailySeriesSchema = historyPointMetaSchema.extend(rollupColumnsSchema.shape).extend({ day: z.array(z.string()) });
export type DailySeries = z.infer<typeof dailySeriesSchema>;

export const last24SeriesSchema = hourlySeriesSchema.extend({ latest: z.object({ ts: z.number(), v: z.number() }).nullable() });
export type Last24Series = z.infer<typeof last24SeriesSchema>;
/** The last 24 hours including the current one: start and end in ms. */
export const last24Schema = z.object({ start: z.number(), end: z.number(), series: z.array(last24SeriesSchema) });
export type Last24 = z.infer<typeof last24Schema>;

export const extremeItemSchema = z.object({
  day: z.string(),
  point_id: z.number(), point_name: z.string(), unit: z.string(),
  gw_name: z.string(),
  area_name: z.string(),
  min_v: z.number(), min_ts: z.number(),
  max_v: z.number(), max_ts: z.number(),
  avg: z.number(),
  ct: z.number(),
});
export type ExtremeItem = z.infer<typeof extremeItemSchema>;
export const extremePageSchema = pagedSchema(extremeItemSchema);

export const exportJobSchema = z.object({
  job_id: z.string(),
  state: z.enum(EXPORT_STATES),
  progress: z.number().describe('0–100'),
  rows: z.number(),
  file: z.string().nullable().describe('完成后的文件名，从 /api/pub/down_tmp/{file} 下载'),
  file_name: z.string().describe('下载时建议的文件名'),
  error: z.string(),
  expires_at: z.number().nullable().describe('文件或失败记录的过期时间（ms）'),
});
export type ExportJob = z.infer<typeof exportJobSchema>;

/** down_tmp answers with the file itself, not JSON. */
export const EXPORT_CONTENT_TYPES = { csv: 'text/csv; charset=utf-8', xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' } as const;
export const exportFileSchema = z.string().meta({ format: 'binary', description: '导出文件：CSV（UTF-8）或 Excel（xlsx）' });

/**
 * The file of an export (a history export's or a list's Excel), public like every /api/pub/ call: the random
 * 128-bit file name is the capability, and it expires. The web opens it with `pathOf(downloadExportFile, { file })`.
 */
export const downloadExportFile = callsOf('物联网历史数据').raw('GET', '/api/pub/down_tmp/:file', {
  access: callAccess.public,
  summary: '下载导出文件（仅限导出任务生成、未过期的文件）',
  params: exportFileParamsSchema,
  produces: Object.values(EXPORT_CONTENT_TYPES),
  replies: { 200: exportFileSchema },
});

// 历史数据: read under iot.list; the server marks every read but the picker's options expensive.
const list = callsAs('物联网历史数据', callAccess.perm('iot.list'));

export const getIotPointOptions = list.post('/api/get_iot_point_options', { summary: '点位选择：默认为可查询历史的传感器与计量表（kinds 可加开关），按区域 → 网关分组，带单位', body: pointOptionsBodySchema, data: historyPointOptionsSchema });

export const getIotRawVals = list.post('/api/get_iot_raw_vals', { summary: `原始读数（最长 ${HISTORY_LIMITS.rawMaxDays} 天）；超过 max_points 时按时间桶降采样，每桶给出平均、最小、最大值（bucket_s 为桶宽秒数）`, body: historySeriesBodySchema, data: z.array(rawSeriesSchema) });

export const getIotHourlyVals = list.post('/api/get_iot_hourly_vals', { summary: `小时数据曲线（平均、最小、最大及其时间、样本数），最长 ${HISTORY_LIMITS.hourlyMaxDays} 天；小时数超过 max_points 时改用日数据（bucket_s = 86400）`, body: historySeriesBodySchema, data: z.array(hourlySeriesSchema) });

export const getIotHourlyList = list.post('/api/get_iot_hourly_list', { summary: '小时数据表格：逐小时一行，分页排序', body: historyHourlyListBodySchema, data: hourlyPageSchema });

export const getIotDailyVals = list.post('/api/get_iot_daily_vals', { summary: `日数据（按工厂时区的自然日），最长 ${HISTORY_LIMITS.dailyMaxDays} 天`, body: historyDailyBodySchema, data: z.array(dailySeriesSchema) });

export const getIotLast24 = list.post('/api/get_iot_last24', { summary: '最近 24 小时：逐小时统计与最新读数', body: historyPointsBodySchema, data: last24Schema });

export const getIotExtremeList = list.post('/api/get_iot_extreme_list', { summary: '极值记录：每个点位每天的最小值、最大值及出现时间', body: historyExtremeListBodySchema, data: extremePageSchema });

// 数据导出: under iot.data.export; the file itself is downloaded from /api/pub/down_tmp/{file}, outside the envelope.
const exporter = callsAs('物联网历史数据', callAccess.perm('iot.data.export'));

export const createIotExport = exporter.post('/api/create_iot_export', { summary: '创建导出任务（CSV 或 Excel），返回任务编号；完成后从 /api/pub/down_tmp/{file} 下载', body: createIotExportBodySchema, data: exportJobSchema, msg: '导出任务已开始' });

export const getIotExport = exporter.post('/api/get_iot_export', { summary: '导出任务进度：状态、百分比、已写行数、文件名', body: iotExportRefBodySchema, data: exportJobSchema });
