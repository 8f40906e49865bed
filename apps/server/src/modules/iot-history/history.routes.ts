import * as historyCalls from '@pfs/domain/iot-history';
import { routesOf } from '../../lib/route.js';
import type { HistoryService } from './history.service.js';

export const historyRoutes = routesOf('物联网历史数据', (calls, { history }: { history: HistoryService }) => {
  // Every read but the picker's options scans readings or rollups.
  const heavy = { config: { expensive: true } };

  calls.serve(historyCalls.getIotPointOptions, ({ fid, kinds }) => history.pointOptions(fid, kinds));
  calls.serve(historyCalls.getIotRawVals, ({ fid, point_ids, start, end, max_points }) => history.raw(fid, point_ids, start, end, max_points), heavy);
  calls.serve(historyCalls.getIotHourlyVals, ({ fid, point_ids, start, end, max_points }) => history.hourly(fid, point_ids, start, end, max_points), heavy);
  calls.serve(historyCalls.getIotHourlyList, ({ fid, point_ids, start, end, ...f }) => history.hourlyList(fid, point_ids, start, end, f), heavy);
  calls.serve(historyCalls.getIotDailyVals, ({ fid, point_ids, start_day, end_day }) => history.daily(fid, point_ids, start_day, end_day), heavy);
  calls.serve(historyCalls.getIotLast24, ({ fid, point_ids }) => history.last24(fid, point_ids), heavy);
  calls.serve(
    historyCalls.getIotExtremeList,
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
    heavy,
  );
});
