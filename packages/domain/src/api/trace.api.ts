import { z } from 'zod';
import { fidSchema, kwSchema, listBodySchema } from './envelope.js';

import { orderIdSchema } from './sales.api.js';
import { dayRangeFilter } from './plant-fields.js';
import { TRACE_ID_RE } from '../finished/trace-id.js';
import { cropView } from './view-fields.js';

/** Trace codes (溯源码) and the public trace page's call. The public reply names no ids, prices, customers or staff. */

export const traceCodeListBodySchema = listBodySchema({ ...dayRangeFilter, kw: kwSchema });
export const traceCodeSchema = z.object({
  tid: z.string(),
  url: z.string(),
  lot_no: z.string(),
  batch_no: z.string(),
  crop: z.string(),
  grade_name: z.string(),
  ship_no: z.string(),
  ship_date: z.string(),
  scans: z.number(),
  last_scan_at: z.string().nullable(),
});
/** An order's trace codes, for its detail page (sales.list). */
export const orderTraceCodesBodySchema = z.object({ fid: fidSchema, order_id: orderIdSchema });
export const traceScanDaysBodySchema = z.object({ fid: fidSchema, ...dayRangeFilter });
export const traceScanDaysSchema = z.object({
  days: z.array(z.object({ day: z.string(), scans: z.number(), codes: z.number() })),
  codes_issued: z.number(),
  scans_total: z.number(),
});

export const traceInfoBodySchema = z.object({ tid: z.string().regex(TRACE_ID_RE, '溯源码格式不正确') });
const statSchema = z.object({ avg: z.number().nullable(), min: z.number().nullable(), max: z.number().nullable() });
export const traceInfoSchema = z.object({
  product: z.object({ ...cropView, grade_name: z.string(), packing: z.string() }),
  factory: z.object({ name: z.string(), city: z.string() }),
  lot_no: z.string(),
  harvest_date: z.string(),
  pack_date: z.string(),
  expires_on: z.string(),
  ship_date: z.string(),
  story: z.array(z.object({ step: z.string(), date: z.string(), area: z.string(), note: z.string() })),
  cycle_days: z.number(),
  climate: z.object({
    air_temp: statSchema,
    humidity: statSchema,
    co2: statSchema,
    dli_avg: z.number().nullable(),
    days: z.array(
      z.object({ day: z.string(), air_temp: z.number().nullable(), humidity: z.number().nullable(), co2: z.number().nullable(), dli: z.number().nullable() }),
    ),
  }),
  /** The lot's crop-protection statement (本批次未使用农药 only when the batch has no protection records). */
  safety: z.object({ summary: z.string(), ok: z.boolean() }),
  /**
   * Every protection of the batch judged against the picks that went into this lot: `concerns_lot` when it came
   * before one of them, `respected` unless one was picked inside its interval (which ends on `ends_on`), `text` the
   * line the page shows.
   */
  protections: z.array(
    z.object({
      date: z.string(),
      pesticide: z.string(),
      target: z.string(),
      safe_days: z.number(),
      safe_from: z.string(),
      ends_on: z.string(),
      concerns_lot: z.boolean(),
      respected: z.boolean(),
      text: z.string(),
    }),
  ),
  photos: z.array(z.object({ url: z.string(), thumb: z.string(), date: z.string() })),
  scans: z.number(),
});
export type TraceInfo = z.infer<typeof traceInfoSchema>;
