import { getIotDevList, type Device, type DeviceAlarmCfg, type iotDevListBodySchema } from '@pfs/domain/iot-device';
import { usePagedCall } from '@/lib/call-api';
import type { ListBody } from '@/lib/request';

export type { Device };
export type PointKind = Device['kind'];
export type AlarmCfg = DeviceAlarmCfg;
export type DeviceQuery = ListBody<typeof iotDevListBodySchema>;

/** The factory's sensors, switches and meters, filtered and paged. */
export const useIotDevList = (q: DeviceQuery | undefined) => usePagedCall(getIotDevList, q, { refetchInterval: 15_000 });
