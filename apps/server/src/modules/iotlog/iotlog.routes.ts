import { getIotLogList } from '@pfs/domain/iotlog';
import { routesOf } from '../../lib/route.js';
import type { IotLogService } from './iotlog.service.js';

export const iotLogRoutes = routesOf('日志', (calls, { iotlog }: { iotlog: IotLogService }) => {
  calls.serve(getIotLogList, (body) => iotlog.list(body.fid, body));
});
