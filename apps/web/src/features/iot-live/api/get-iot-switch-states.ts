import type { z } from 'zod';
import { getIotSwitchStates, type LiveServerMsg, type SwitchStateRow, type liveLastRequestSchema } from '@pfs/domain/live';
import { registerLivePatch, type LivePatchContext } from '@/lib/live-patch-registry';
import { callKey, useCall } from '@/lib/call-api';

export type { SwitchStateRow };
export type LastRequest = z.infer<typeof liveLastRequestSchema>;

const switchStatesKey = (fid: number | undefined) => callKey(getIotSwitchStates, { fid: fid! });

/**
 * Every switch of the factory with state, cause, since when and the last command. The live channel keeps this
 * current; the slow poll is only a fallback when the channel is down.
 */
export const useIotSwitchStates = (fid: number | undefined) => useCall(getIotSwitchStates, { fid: fid! }, { enabled: !!fid, refetchInterval: 60_000, silent: true });

/** The rows with a live message applied: switch states, the last command's progress, gateways coming or going. */
export function patchSwitchStates(rows: SwitchStateRow[], msg: LiveServerMsg): SwitchStateRow[] {
  if (msg.type === 'gateway') return rows.map((r) => (r.gw_id === msg.gw_id ? { ...r, gw_online: msg.online } : r));
  if (msg.type === 'switch') {
    return rows.map((r) => (r.point_id === msg.point_id && (!r.ts || msg.ts >= r.ts) ? { ...r, on: msg.on, value: msg.value, cause: msg.cause, ts: msg.ts } : r));
  }
  if (msg.type === 'request') {
    const q = msg.req;
    return rows.map((r) =>
      r.point_id === q.point_id && (!r.last_req || q.created_at >= r.last_req.created_at)
        ? { ...r, last_req: { action: q.action, value: q.value, status: q.status, source: q.source, created_at: q.created_at, cname: r.last_req?.created_at === q.created_at ? r.last_req.cname : null } }
        : r,
    );
  }
  return rows;
}

const patch = (msg: LiveServerMsg, { qc, fid }: LivePatchContext) =>
  qc.setQueryData<SwitchStateRow[]>(switchStatesKey(fid), (old) => (old ? patchSwitchStates(old, msg) : old));
const refetch = ({ qc, fid }: LivePatchContext) => void qc.invalidateQueries({ queryKey: switchStatesKey(fid) });
registerLivePatch('iot-live.switch-states', {
  switch: patch,
  gateway: patch,
  // A command outcome names no person; the list call does, so it is refetched after the patch.
  request: (msg, ctx) => {
    patch(msg, ctx);
    refetch(ctx);
  },
  resync: refetch,
});
