import { getIotLiveVals, type LiveServerMsg, type LiveValRow } from '@pfs/domain/live';
import { registerLivePatch, type LivePatchContext } from '@/lib/live-patch-registry';
import { callKey, useCall } from '@/lib/call-api';
import { appendSpark } from '../utils/live-rows';

export type { LiveValRow };

/** One factory's rows; 环境总览's trends read the same cache. */
const liveValsKey = (fid: number | undefined) => callKey(getIotLiveVals, { fid: fid! });

/**
 * Every sensor and meter with its latest value and last hour. The live channel keeps this current; the slow poll is
 * only a fallback when the channel is down.
 */
export const useIotLiveVals = (fid: number | undefined) => useCall(getIotLiveVals, { fid: fid! }, { enabled: !!fid, refetchInterval: 60_000, silent: true });

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

const patch = (msg: LiveServerMsg, { qc, fid }: LivePatchContext) => qc.setQueryData<LiveValRow[]>(liveValsKey(fid), (old) => (old ? patchLiveVals(old, msg) : old));
registerLivePatch('iot-live.vals', {
  values: patch,
  gateway: patch,
  resync: ({ qc, fid }) => void qc.invalidateQueries({ queryKey: liveValsKey(fid) }),
});
