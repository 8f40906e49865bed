import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Paged } from '@pfs/domain';
import { postData } from '@/lib/request';
import { deviceKeys } from './query-keys';

export type PointKind = 'sensor' | 'switch' | 'meter';
export type AlarmCfg = { high: number | null; low: number | null; level: number; delay_s: number; enabled: boolean; auto_clear: boolean; stale_min: number | null };
export type Device = {
  point_id: number;
  gw_id: number;
  gw_name: string;
  gw_sn: string;
  gw_online: boolean;
  area_id: number | null;
  area_name: string | null;
  grp_id: number | null;
  grp_name: string | null;
  code: string;
  kind: PointKind;
  name: string;
  announced_name: string;
  unit: string;
  announced_unit: string;
  writable: boolean;
  min: number | null;
  max: number | null;
  sort_no: number;
  enabled: boolean;
  value: number | null;
  on: boolean | null;
  ts: string | null;
  alarm: AlarmCfg | null;
};
export type DeviceQuery = { fid: number; page: number; size: number; area_id?: number; gw_id?: number; grp_id?: number; kind?: PointKind; keyword?: string };

/** POST /api/get_iot_dev_list — the factory's sensors, switches and meters, filtered and paged. */
export const getIotDevList = (q: DeviceQuery) => postData<Paged<Device>>('/api/get_iot_dev_list', q);

export const useIotDevList = (q: DeviceQuery | undefined) =>
  useQuery({ queryKey: q ? deviceKeys.deviceList(q) : deviceKeys.devices(undefined), enabled: !!q?.fid, placeholderData: keepPreviousData, refetchInterval: 15_000, queryFn: () => getIotDevList(q!) });
