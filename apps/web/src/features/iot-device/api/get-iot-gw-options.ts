import { useQuery } from '@tanstack/react-query';
import { postData } from '@/lib/request';

export type GatewayOption = { gw_id: number; sn: string; name: string; area_id: number | null; online: boolean };

/** POST /api/get_iot_gw_list — gateways for the device filters and the declare form. */
export const getIotGwOptions = (fid: number) => postData<GatewayOption[]>('/api/get_iot_gw_list', { fid });

export const useIotGwOptions = (fid: number | undefined) => useQuery({ queryKey: ['iot-gws', fid], enabled: !!fid, queryFn: () => getIotGwOptions(fid!) });
