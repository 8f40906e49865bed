import { ackAlarm, closeFacAlarmlog, closeFacAlarmlogAll, getFacAlarmDetail, getFacAlarmlogList, saveIotPointAlarm } from '@pfs/domain/alarm';
import { routesOf, withMsg } from '../../lib/route.js';
import { withDates } from '../../lib/time-range.js';
import type { AlarmService } from './alarm.service.js';

export const alarmRoutes = routesOf('告警', (calls, { alarms }: { alarms: AlarmService }) => {
  calls.serve(getFacAlarmlogList, ({ fid, ...f }) => alarms.list(fid, withDates(f)));
  calls.serve(getFacAlarmDetail, ({ fid, alarm_id }) => alarms.detail(fid, alarm_id), { config: { expensive: true } });
  calls.serve(closeFacAlarmlog, ({ fid, alarm_id, reason }, req) => alarms.close(fid, alarm_id, req.auth!.uid, reason));
  calls.serve(ackAlarm, ({ fid, alarm_id }, req) => alarms.ack(fid, alarm_id, req.auth!.uid));
  calls.serve(closeFacAlarmlogAll, async ({ fid, reason }, req) => {
    const n = await alarms.closeAll(fid, req.auth!.uid, reason);
    return withMsg({ closed_ct: n }, `已关闭 ${n} 条告警`);
  });
  calls.serve(saveIotPointAlarm, (body) => alarms.saveThreshold(body.fid, body));
});
