import { z } from 'zod';
import { facBodySchema, fidSchema } from '../api/envelope.js';
import { callAccess, pageCallsOf } from '../contract/call.js';
import { idSchema, intSchema, textSchema } from '../api/fields.js';
import { historyDaySchema, historyEndSchema, historyPointMetaSchema, historyStartSchema } from '../iot-history/iot-history.api.js';
import { ANALYSIS_MAX_POINTS, ANALYSIS_RANGES } from './analysis.js';
import { CONSUMPTION_QUANTITIES, type ConsumptionQuantity } from './consumption.js';
import { POINT_KINDS } from '../iot-ingest/iot-protocol.js';

/**
 * Calls of 数据分析 (multi-sensor comparison, average day, gateway reading rates, saved analysis sets) and
 * 能耗统计 (electricity and water from meters). Values are rounded to 3 decimals; null where an hour had no reading.
 */

const hhmm = (what: string) => z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, `${what}格式应为 HH:mm`);
const isoTime = z.iso.datetime();
const setIdSchema = idSchema('分析配置编号', 'set_id');
const analysisPointIdsSchema = z
  .array(idSchema('点位编号', 'point_ids'), { error: '请选择传感器 point_ids' })
  .min(1, '请至少选择一个传感器（point_ids）')
  .max(ANALYSIS_MAX_POINTS, `一次最多分析 ${ANALYSIS_MAX_POINTS} 个传感器（point_ids）`);
const rangeFields = { fid: fidSchema, point_ids: analysisPointIdsSchema, start: historyStartSchema, end: historyEndSchema };

export const analysisCompareBodySchema = z.object({ ...rangeFields, normalise: z.boolean({ error: '归一化 normalise 必须是布尔值' }).default(false) });
export const analysisProfileBodySchema = z.object({
  ...rangeFields,
  day_start: hhmm('白天开始时间 day_start').default('06:00'),
  day_end: hhmm('白天结束时间 day_end').default('18:00'),
});

// Saved analysis sets (分析配置).
export const analysisSetInputSchema = z.object({
  name: textSchema('分析名称', 32, { min: 2, minMsg: '分析名称至少 2 个字', maxMsg: '分析名称不能超过 32 个字' }),
  point_ids: z
    .array(idSchema('点位编号', 'point_ids'), { error: '请选择传感器' })
    .min(1, '至少选择 1 个传感器')
    .max(ANALYSIS_MAX_POINTS, `最多选择 ${ANALYSIS_MAX_POINTS} 个传感器`)
    .refine((ids) => new Set(ids).size === ids.length, '传感器不能重复选择'),
  range_days: intSchema('默认范围 range_days', { min: 1, max: 90 }).refine((d) => d in ANALYSIS_RANGES, '默认范围只能是 1、3、7、30 或 90 天'),
  view: z.enum(['compare', 'profile'], { error: '默认视图只能是 compare 或 profile' }).default('compare'),
  normalise: z.boolean({ error: '归一化必须是是/否' }).default(false),
  day_start: hhmm('白天开始时间').default('06:00'),
  day_end: hhmm('白天结束时间').default('18:00'),
  remark: textSchema('备注', 200, { multiline: true, maxMsg: '备注不能超过 200 个字' }).default(''),
});
export type AnalysisSetInput = z.infer<typeof analysisSetInputSchema>;
export const saveAnalysisSetBodySchema = analysisSetInputSchema.extend({ fid: fidSchema, set_id: setIdSchema.optional() });
export const analysisSetRefBodySchema = z.object({ fid: fidSchema, set_id: setIdSchema });

/** A sensor or meter that can be analysed; name and unit are staff's, else what the gateway announced. */
export const analysisPointSchema = historyPointMetaSchema.extend({ kind: z.enum(POINT_KINDS) });
export type AnalysisPoint = z.infer<typeof analysisPointSchema>;

/** Statistics of a series over the range; null when it has no values. */
export const seriesStatsSchema = z.object({ n: z.number(), avg: z.number(), min: z.number(), max: z.number(), std: z.number() }).nullable();
const hourValues = z.array(z.number().nullable());

export const analysisCompareSchema = z.object({
  hours: z.array(isoTime).describe('共同的小时轴（每小时开始）'),
  series: z.array(analysisPointSchema.extend({ values: hourValues, normalised: hourValues.nullable().describe('0–100 %，未要求归一化时为 null'), stats: seriesStatsSchema })),
  correlations: z.array(z.object({ a: z.number(), b: z.number(), r: z.number().nullable(), label: z.string() })),
});
export type AnalysisCompare = z.infer<typeof analysisCompareSchema>;

export const analysisProfileSchema = z.object({
  time_zone: z.string(),
  series: z.array(
    analysisPointSchema.extend({
      hours: hourValues.describe('一天中 0–23 时的平均值'),
      day_avg: z.number().nullable(),
      night_avg: z.number().nullable(),
      stats: seriesStatsSchema,
    }),
  ),
});
export type AnalysisProfile = z.infer<typeof analysisProfileSchema>;

/** Readings each gateway delivered per hour over the last 24 hours. */
export const gatewayRatesSchema = z.object({
  hours: z.array(isoTime),
  gateways: z.array(z.object({ gw_id: z.number(), per_hour: z.array(z.number()), total_24h: z.number() })),
});
export type GatewayRates = z.infer<typeof gatewayRatesSchema>;

export const analysisSetSchema = z.object({
  set_id: z.number(),
  name: z.string(),
  point_ids: z.array(z.number()),
  range_days: z.number(),
  view: z.enum(['compare', 'profile']),
  normalise: z.boolean(),
  day_start: z.string(),
  day_end: z.string(),
  remark: z.string(),
  updated_at: isoTime,
});
export type AnalysisSetView = z.infer<typeof analysisSetSchema>;

// Consumption (能耗统计).
const quantities = Object.keys(CONSUMPTION_QUANTITIES) as [ConsumptionQuantity, ...ConsumptionQuantity[]];
export const CONSUMPTION_GRAINS = ['day', 'month'] as const;
export type ConsumptionGrain = (typeof CONSUMPTION_GRAINS)[number];

export const consumptionBodySchema = z.object({
  fid: fidSchema,
  quantity: z.enum(quantities, { error: '统计对象 quantity 只能是 kwh（用电）或 m3（用水）' }),
  start_day: historyDaySchema('start_day', '开始日期'),
  end_day: historyDaySchema('end_day', '结束日期'),
  grain: z.enum(CONSUMPTION_GRAINS, { error: '统计粒度 grain 只能是 day（按日）或 month（按月）' }).default('day'),
});
export type ConsumptionQuery = Omit<z.infer<typeof consumptionBodySchema>, 'fid'>;

const perBucket = z.array(z.number()).describe('与 buckets 一一对应');
export const consumptionSchema = z.object({
  quantity: z.enum(quantities),
  unit: z.string(),
  grain: z.enum(CONSUMPTION_GRAINS),
  buckets: z.array(z.string()).describe('日（YYYY-MM-DD）或月（YYYY-MM）'),
  totals: perBucket,
  total: z.number(),
  areas: z.array(z.object({ area_id: z.number().nullable(), area_name: z.string(), values: perBucket, meter_ct: z.number(), total: z.number() })),
  meters: z.array(z.object({ point_id: z.number(), name: z.string(), gw_name: z.string(), area_id: z.number().nullable(), area_name: z.string(), values: perBucket, total: z.number() })),
});
export type Consumption = z.infer<typeof consumptionSchema>;

const { list, edit, ...calls } = pageCallsOf('物联网分析', ['iot.list', 'cfg.iot.edit']);

export const getIotAnalysisPoints = list.post('/api/get_iot_analysis_points', { summary: '可分析的传感器与计量表（含网关、区域）', body: facBodySchema, data: z.array(analysisPointSchema) });

export const getIotAnalysisCompare = list.post('/api/get_iot_analysis_compare', { summary: '多传感器对比：小时均值、统计（均值/最小/最大/标准差）与两两相关系数', body: analysisCompareBodySchema, data: analysisCompareSchema });

export const getIotAnalysisProfile = list.post('/api/get_iot_analysis_profile', { summary: '日变化曲线：按工厂时区的一天中各小时的平均值，以及白天/夜间平均', body: analysisProfileBodySchema, data: analysisProfileSchema });

export const getIotGwRates = list.post('/api/get_iot_gw_rates', { summary: '各网关最近 24 小时每小时的读数条数', body: facBodySchema, data: gatewayRatesSchema });

export const getIotAnalysisSetList = list.post('/api/get_iot_analysis_set_list', { summary: '已保存的分析配置', body: facBodySchema, data: z.array(analysisSetSchema) });

/** Its message says 已保存 or 已创建 (set by the server). */
export const saveIotAnalysisSet = edit.post('/api/save_iot_analysis_set', { summary: '新建或修改分析配置（不带 set_id 为新建）', body: saveAnalysisSetBodySchema, data: analysisSetSchema });

export const deleteIotAnalysisSet = edit.post('/api/delete_iot_analysis_set', { summary: '删除分析配置', body: analysisSetRefBodySchema, data: null, msg: '分析配置已删除' });

export const getIotConsumption = calls.post('/api/get_iot_consumption', { access: callAccess.perm('iot.list'), summary: '用电（kwh）/用水（m3）统计：按日或按月、按区域和计量表（计量表复位不计为负）', body: consumptionBodySchema, data: consumptionSchema });
