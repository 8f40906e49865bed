import { useQuery } from '@tanstack/react-query';
import { postData } from '@/lib/request';
import { deviceKeys } from './query-keys';

export type DeviceGroup = { grp_id: number; name: string; area_id: number | null; area_name: string | null; sort_no: number; description: string; point_ct: number; created_at: string };

/** POST /api/get_iot_devgrp_list — the factory's device groups with their area and device count. */
export const getIotDevgrpList = (fid: number) => postData<DeviceGroup[]>('/api/get_iot_devgrp_list', { fid });

export const useIotDevgrpList = (fid: number | undefined) => useQuery({ queryKey: deviceKeys.groups(fid), enabled: !!fid, queryFn: () => getIotDevgrpList(fid!) });
