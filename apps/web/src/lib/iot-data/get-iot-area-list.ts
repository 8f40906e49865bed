import { getIotAreaList, type IotArea } from '@pfs/domain/iot-device';
import { useCall } from '../call-api';

export type { IotArea };

/** The factory's areas, for area pickers and filters (gateways, groups, alarms). */
export const useIotAreas = (fid: number | undefined) => useCall(getIotAreaList, { fid: fid! }, { enabled: !!fid, staleTime: 60_000 });

/** Select options grouped by field (厂房). */
export const areaOptions = (areas: IotArea[] | undefined) => {
  const byField = new Map<string, { label: string; value: number }[]>();
  for (const a of areas ?? []) byField.set(a.field_name, [...(byField.get(a.field_name) ?? []), { label: a.name, value: a.area_id }]);
  return [...byField.entries()].map(([label, options]) => ({ label, options }));
};
