import { z } from 'zod';
import { fidSchema, kwSchema, listBodySchema, pagedSchema } from '../api/envelope.js';

import { orderIdSchema } from '../sales/sales.api.js';
import { dayRangeFilter } from '../plant/plant-fields.js';
import { TRACE_ID_RE } from '../finished/trace-id.js';
import { cropView } from '../api/view-fields.js';
import { callAccess, callsAs, callsOf } from '../contract/call.js';

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

const traceCalls = callsOf('溯源');
const report = callsAs('溯源', callAccess.perm('report.list'));

export const getTraceCodeList = report.post('/api/get_trace_code_list', { summary: '已发放的溯源码及扫码次数', body: traceCodeListBodySchema, data: pagedSchema(traceCodeSchema) });

/** The order's detail shows its codes: sales.list, the order page's own permission. */
export const getOrderTraceCodes = traceCalls.post('/api/get_order_trace_codes', { access: callAccess.perm('sales.list'), summary: '订单出货批号的溯源码及扫码次数（订单详情）', body: orderTraceCodesBodySchema, data: z.array(traceCodeSchema) });

export const getTraceScanDays = report.post('/api/get_trace_scan_days', { summary: '每日扫码次数（默认近 30 天）', body: traceScanDaysBodySchema, data: traceScanDaysSchema });

/** The page a consumer's scan opens: no session; the server limits it per IP. */
export const getTraceInfo = traceCalls.post('/api/pub/get_trace_info', { access: callAccess.public, summary: '公开溯源信息（无需登录，按 IP 限流；未知溯源码 404）', body: traceInfoBodySchema, data: traceInfoSchema });
