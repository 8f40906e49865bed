import { useQuery } from '@tanstack/react-query';
import type { IotArea } from '@pfs/domain';
import { postData } from '../request';
import { iotDataKeys } from './query-keys';

export type { IotArea };

/** POST /api/get_iot_area_list — the factory's areas, for area pickers and filters (gateways, groups, alarms). */
export const getIotAreaList = (fid: number) => postData<IotArea[]>('/api/get_iot_area_list', { fid });

export const useIotAreas = (fid: number | undefined) => useQuery({ queryKey: iotDataKeys.areas(fid), enabled: !!fid, staleTime: 60_000, queryFn: () => getIotAreaList(fid!) });

/** Select options grouped by field (厂房). */
export const areaOptions = (areas: IotArea[] | undefined) => {
  const byField = new Map<string, { label: string; value: number }[]>();
  for (const a of areas ?? []) byField.set(a.field_name, [...(byField.get(a.field_name) ?? []), { label: a.name, value: a.area_id }]);
  return [...byField.entries()].map(([label, options]) => ({ label, options }));
};
