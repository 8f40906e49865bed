import { useQuery } from '@tanstack/react-query';
import { getIotLiveVals, type LiveValRow } from '@pfs/domain/live';
import { callApi, callKey } from '@/lib/call-api';

/** What 环境总览 adds to a sensor's latest value: its quantity (pH has no unit) and last hour, per minute. */
export type PointTrend = Pick<LiveValRow, 'point_id' | 'quantity' | 'spark'>;

const byPoint = (rows: LiveValRow[]) => new Map(rows.map((p) => [p.point_id, p]));

/** get_iot_live_vals, the same cache as 实时数据 (so the live channel's patches reach it), read here by point. */
export const useIotPointTrends = (fid: number | undefined) =>
  useQuery({
    queryKey: callKey(getIotLiveVals, { fid: fid! }),
    enabled: !!fid,
    refetchInterval: 60_000,
    queryFn: () => callApi(getIotLiveVals, { fid: fid! }, { silent: true }),
    select: byPoint,
  });
