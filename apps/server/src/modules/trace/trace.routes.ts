import { z } from 'zod';
import {
  orderTraceCodesBodySchema,
  pagedSchema,
  traceCodeListBodySchema,
  traceCodeSchema,
  traceInfoBodySchema,
  traceInfoSchema,
  traceScanDaysBodySchema,
  traceScanDaysSchema,
} from '@pfs/domain';
import { access } from '../../plugins/access.js';
import { routesOf } from '../../lib/route.js';
import { AppError } from '../../lib/app-error.js';
import type { TraceService } from './trace.service.js';
import type { IpRateLimit } from '../../lib/ip-rate-limit.js';

/** 产品溯源 (report.list) and the public trace call, limited per IP. */
export const traceRoutes = routesOf('溯源', (calls, { trace, limit }: { trace: TraceService; limit: IpRateLimit }, app) => {
  const report = calls.as(access.perm('report.list'));
  trace.scans.onError = (err) => app.log.warn({ err }, '溯源扫码次数写入失败，稍后重试');
  // Scans still counted in memory are written before the database closes.
  app.addHook('onClose', () => trace.scans.flush());

  report.post(
    '/api/get_trace_code_list',
    { summary: '已发放的溯源码及扫码次数', body: traceCodeListBodySchema, data: pagedSchema(traceCodeSchema) },
    ({ fid, page, size, kw, start_day, end_day }) => trace.codes(fid, { page, size, kw, startDay: start_day, endDay: end_day }),
  );

  calls.post(
    '/api/get_order_trace_codes',
    {
      access: access.perm('sales.list'),
      summary: '订单出货批号的溯源码及扫码次数（订单详情）',
      body: orderTraceCodesBodySchema,
      data: z.array(traceCodeSchema),
    },
    ({ fid, order_id }) => trace.orderCodes(fid, order_id),
  );

  report.post(
    '/api/get_trace_scan_days',
    { summary: '每日扫码次数（默认近 30 天）', body: traceScanDaysBodySchema, data: traceScanDaysSchema },
    ({ fid, start_day, end_day }) => trace.scanDays(fid, start_day, end_day),
  );

  calls.post(
    '/api/pub/get_trace_info',
    { access: access.public, summary: '公开溯源信息（无需登录，按 IP 限流；未知溯源码 404）', body: traceInfoBodySchema, data: traceInfoSchema },
    async ({ tid }, req) => {
      if (!limit.take(req.ip)) throw new AppError(429, '请求过于频繁，请稍后再试');
      return trace.info(tid);
    },
  );
});
