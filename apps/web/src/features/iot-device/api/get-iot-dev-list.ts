import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Device, DeviceAlarmCfg, Paged, iotDevListBodySchema } from '@pfs/domain';
import { postData, type ListBody } from '@/lib/request';
import { deviceKeys } from './query-keys';

export type { Device };
export type PointKind = Device['kind'];
export type AlarmCfg = DeviceAlarmCfg;
export type DeviceQuery = ListBody<typeof iotDevListBodySchema>;

/** POST /api/get_iot_dev_list — the factory's sensors, switches and meters, filtered and paged. */
export const getIotDevList = (q: DeviceQuery) => postData<Paged<Device>>('/api/get_iot_dev_list', q);

export const useIotDevList = (q: DeviceQuery | undefined) =>
  useQuery({ queryKey: q ? deviceKeys.deviceList(q) : deviceKeys.devices(undefined), enabled: !!q?.fid, placeholderData: keepPreviousData, refetchInterval: 15_000, queryFn: () => getIotDevList(q!) });
