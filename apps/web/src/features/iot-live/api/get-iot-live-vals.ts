import { useQuery } from '@tanstack/react-query';
import { postData } from '@/lib/request';

export type LiveValRow = {
  point_id: number;
  code: string;
  kind: 'sensor' | 'meter';
  name: string;
  quantity: string;
  unit: string;
  gw_id: number;
  gw_name: string;
  gw_online: boolean;
  area_id: number | null;
  area_name: string | null;
  value: number | null;
  ts: string | null;
  /** Per-minute averages of the last hour: [epoch ms, value]. */
  spark: [number, number][];
};

export const liveValsKey = (fid: number | undefined) => ['iot-live-vals', fid] as const;

/** POST /api/get_iot_live_vals — every sensor and meter with its latest value and last hour. */
export const getIotLiveVals = (fid: number) => postData<LiveValRow[]>('/api/get_iot_live_vals', { fid }, { silent: true });

/** The live channel keeps this current; the slow poll is only a fallback when the channel is down. */
export const useIotLiveVals = (fid: number | undefined) =>
  useQuery({ queryKey: liveValsKey(fid), enabled: !!fid, refetchInterval: 60_000, queryFn: () => getIotLiveVals(fid!) });
