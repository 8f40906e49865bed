import { useQuery } from '@tanstack/react-query';
import type { LiveServerMsg, LiveValRow } from '@pfs/domain';
import { registerLivePatch, type LivePatchContext } from '@/lib/live-patch-registry';
import { postData } from '@/lib/request';
import { appendSpark } from '../utils/live-rows';
import { liveKeys } from './query-keys';

export type { LiveValRow };

/** POST /api/get_iot_live_vals — every sensor and meter with its latest value and last hour. */
export const getIotLiveVals = (fid: number) => postData<LiveValRow[]>('/api/get_iot_live_vals', { fid }, { silent: true });

/** The live channel keeps this current; the slow poll is only a fallback when the channel is down. */
export const useIotLiveVals = (fid: number | undefined) =>
  useQuery({ queryKey: liveKeys.vals(fid), enabled: !!fid, refetchInterval: 60_000, queryFn: () => getIotLiveVals(fid!) });

/** The rows with a live message applied: new readings (newer than shown) and gateways coming or going. */
export function patchLiveVals(rows: LiveValRow[], msg: LiveServerMsg): LiveValRow[] {
  if (msg.type === 'gateway') return rows.map((r) => (r.gw_id === msg.gw_id ? { ...r, gw_online: msg.online } : r));
  if (msg.type !== 'values') return rows;
  const byPoint = new Map(msg.values.map((x) => [x.point_id, x]));
  return rows.map((r) => {
    const x = byPoint.get(r.point_id);
    if (!x || (r.ts && x.ts < r.ts)) return r;
    return { ...r, value: x.v, ts: x.ts, spark: appendSpark(r.spark, new Date(x.ts).getTime(), x.v) };
  });
}

const patch = (msg: LiveServerMsg, { qc, fid }: LivePatchContext) => qc.setQueryData<LiveValRow[]>(liveKeys.vals(fid), (old) => (old ? patchLiveVals(old, msg) : old));
registerLivePatch('iot-live.vals', {
  values: patch,
  gateway: patch,
  resync: ({ qc, fid }) => void qc.invalidateQueries({ queryKey: liveKeys.vals(fid) }),
});
