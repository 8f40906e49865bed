import { getOrderTraceCodes, getTraceCodeList, getTraceInfo, getTraceScanDays } from '@pfs/domain/trace';
import { routesOf } from '../../lib/route.js';
import { AppError } from '../../lib/app-error.js';
import type { TraceService } from './trace.service.js';
import type { IpRateLimit } from '../../lib/ip-rate-limit.js';

/** 产品溯源 (report.list) and the public trace call, limited per IP. */
export const traceRoutes = routesOf('溯源', (calls, { trace, limit }: { trace: TraceService; limit: IpRateLimit }, app) => {
  trace.scans.onError = (err) => app.log.warn({ err }, '溯源扫码次数写入失败，稍后重试');
  // Scans still counted in memory are written before the database closes.
  app.addHook('onClose', () => trace.scans.flush());

  calls.serve(getTraceCodeList, ({ fid, page, size, kw, start_day, end_day }) => trace.codes(fid, { page, size, kw, startDay: start_day, endDay: end_day }));
  calls.serve(getOrderTraceCodes, ({ fid, order_id }) => trace.orderCodes(fid, order_id));
  calls.serve(getTraceScanDays, ({ fid, start_day, end_day }) => trace.scanDays(fid, start_day, end_day));
  calls.serve(getTraceInfo, async ({ tid }, req) => {
    if (!limit.take(req.ip)) throw new AppError(429, '请求过于频繁，请稍后再试');
    return trace.info(tid);
  });
});
