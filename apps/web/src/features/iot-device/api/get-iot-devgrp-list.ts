import { useQuery } from '@tanstack/react-query';
import type { DeviceGroup } from '@pfs/domain';
import { postData } from '@/lib/request';
import { deviceKeys } from './query-keys';

export type { DeviceGroup };

/** POST /api/get_iot_devgrp_list — the factory's device groups with their area and device count. */
export const getIotDevgrpList = (fid: number) => postData<DeviceGroup[]>('/api/get_iot_devgrp_list', { fid });

export const useIotDevgrpList = (fid: number | undefined) => useQuery({ queryKey: deviceKeys.groups(fid), enabled: !!fid, queryFn: () => getIotDevgrpList(fid!) });
