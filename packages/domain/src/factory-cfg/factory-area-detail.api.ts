import { z } from 'zod';
import { listBodySchema, pagedSchema } from '../api/envelope.js';
import { pageCallsOf } from '../contract/call.js';
import { areaIdSchema, dayRangeFilter } from '../plant/plant-fields.js';
import { PLANT_PHASES } from '../labels/enum-labels.js';
import { batchRefView } from '../api/view-fields.js';
import { areaRefBodySchema, areaSchema, climateTargetsSchema } from './factory-cfg.api.js';

/** 区域详情 (/cfg/factory/area_detail, cfg.fac.list): an area's batches, occupancy, climate now and its history. */

/** One climate quantity of an area now: the mean of its sensors, as of the newest reading. */
export const climateReadingSchema = z.object({ quantity: z.string(), name: z.string(), unit: z.string(), value: z.number(), ts: z.iso.datetime() });
export type ClimateReading = z.infer<typeof climateReadingSchema>;

export const areaDetailSchema = z.object({
  area: areaSchema,
  /** Batches standing here now, by phase. */
  batches: z.array(
    z.object({
      ...batchRefView,
      phase: z.enum(PLANT_PHASES),
      dishes: z.number(),
      plants: z.number(),
      since: z.string(),
      days_in: z.number(),
    }),
  ),
  /** End-of-day dishes over the last 30 days. */
  occupancy: z.array(z.object({ date: z.string(), dishes: z.number() })),
  /** Latest value of each climate quantity from the area's gateways. */
  climate: z.array(climateReadingSchema),
  targets: climateTargetsSchema.nullable(),
});
export type AreaDetail = z.infer<typeof areaDetailSchema>;

export const areaHistoryBodySchema = listBodySchema({ area_id: areaIdSchema, ...dayRangeFilter });
/** A time a batch stood in the area. */
export const areaStaySchema = z.object({
  ...batchRefView,
  phase: z.enum(PLANT_PHASES),
  from: z.string(),
  to: z.string().nullable(),
  batch_status: z.string(),
});
export type AreaStay = z.infer<typeof areaStaySchema>;

const { list } = pageCallsOf('工厂设置', 'cfg.fac');

export const getFacAreaDetail = list.post('/api/get_fac_area_detail', { summary: '区域详情（现有批次、30 天占用、实时环境、环境目标）', body: areaRefBodySchema, data: areaDetailSchema });
export const getFacAreaHistory = list.post('/api/get_fac_area_history', { summary: '区域的批次历史（按批次事件）', body: areaHistoryBodySchema, data: pagedSchema(areaStaySchema) });
