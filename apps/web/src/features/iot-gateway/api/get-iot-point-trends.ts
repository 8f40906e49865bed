import { useQuery } from '@tanstack/react-query';
import type { LiveValRow } from '@pfs/domain';
import { postData } from '@/lib/request';
import { gatewayKeys } from './query-keys';

/** What 环境总览 adds to a sensor's latest value: its quantity (pH has no unit) and last hour, per minute. */
export type PointTrend = Pick<LiveValRow, 'point_id' | 'quantity' | 'spark'>;

/** POST /api/get_iot_live_vals — read for the trends only; a minute-by-minute line needs no faster refresh. */
export const useIotPointTrends = (fid: number | undefined) =>
  useQuery({
    queryKey: gatewayKeys.trends(fid),
    enabled: !!fid,
    refetchInterval: 60_000,
    queryFn: async () => new Map((await postData<LiveValRow[]>('/api/get_iot_live_vals', { fid }, { silent: true })).map((p) => [p.point_id, p])),
  });
