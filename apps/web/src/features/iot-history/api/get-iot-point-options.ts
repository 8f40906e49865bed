import { useQuery } from '@tanstack/react-query';
import type { HistoryPointOptions } from '@pfs/domain';
import { postData } from '@/lib/request';

/** POST /api/get_iot_point_options — sensors and meters by area → gateway, with units. */
export const getIotPointOptions = (fid: number) => postData<HistoryPointOptions>('/api/get_iot_point_options', { fid });

export const useIotPointOptions = (fid: number) => useQuery({ queryKey: ['iot-history', 'points', fid], staleTime: 60_000, queryFn: () => getIotPointOptions(fid) });
