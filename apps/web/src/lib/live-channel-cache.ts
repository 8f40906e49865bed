import type { QueryClient } from '@tanstack/react-query';
import type { LiveServerMsg } from '@pfs/domain';

/** The part of `get_iot_fac_states` the live channel updates; other fields are kept as they are. */
type StatePoint = { point_id: number; value: number | null; on: boolean | null; ts: string | null };
type GatewayStates<P extends StatePoint = StatePoint> = { gw_id: number; online: boolean; last_seen_at?: string | null; online_since?: string | null; points: P[] }[];

const newer = (ts: string, than: string | null) => !than || ts >= than;

/** A factory's gateway states with one live message applied; the same array when nothing changed. */
export function patchFacStates<G extends GatewayStates>(states: G, msg: LiveServerMsg): G {
  if (msg.type === 'gateway') {
    return states.map((g) => (g.gw_id === msg.gw_id ? { ...g, online: msg.online, last_seen_at: msg.ts, online_since: msg.online ? msg.ts : null } : g)) as G;
  }
  let patch: Map<number, Partial<StatePoint> & { ts: string }>;
  if (msg.type === 'values') patch = new Map(msg.values.map((x) => [x.point_id, { value: x.v, ts: x.ts }]));
  else if (msg.type === 'switch') patch = new Map([[msg.point_id, { on: msg.on, value: msg.value, ts: msg.ts }]]);
  else return states;
  let changed = false;
  const out = states.map((g) => {
    if (!g.points.some((p) => patch.has(p.point_id))) return g;
    return {
      ...g,
      points: g.points.map((p) => {
        const x = patch.get(p.point_id);
        if (!x || !newer(x.ts, p.ts)) return p;
        changed = true;
        return { ...p, ...x };
      }),
    };
  });
  return changed ? (out as G) : states;
}

/** The badge query holds the list call's body; only its count changes. */
type BadgeBody = { data?: { total_ct: number; items?: unknown[] } } | undefined;

/**
 * Applies a live message to the shell's and the IoT pages' query caches, so open pages update without a reload.
 * Polling stays on as a slow fallback.
 */
export function applyLiveMessage(qc: QueryClient, fid: number, msg: LiveServerMsg) {
  switch (msg.type) {
    case 'values':
    case 'switch':
    case 'gateway':
      qc.setQueryData<GatewayStates>(['iot-states', fid], (old) => (old ? patchFacStates(old, msg) : old));
      if (msg.type === 'gateway') void qc.invalidateQueries({ queryKey: ['iot-gws', fid] });
      break;
    case 'request':
      // The request log shows who asked, which the event does not carry: refetch the open list pages.
      void qc.invalidateQueries({ queryKey: ['iot-reqs'] });
      break;
    case 'alarms':
      qc.setQueryData<BadgeBody>(['alarm-badge', fid], (old) => ({ ...old, data: { ...old?.data, total_ct: msg.valid_ct } }));
      void qc.invalidateQueries({ queryKey: ['alarms'] });
      break;
    default:
      break;
  }
}

/** After a reconnect: refetch what the live channel would have patched while it was down. */
export function resyncAfterReconnect(qc: QueryClient, fid: number) {
  for (const queryKey of [['iot-states', fid], ['iot-gws', fid], ['iot-reqs'], ['alarm-badge', fid], ['alarms']]) void qc.invalidateQueries({ queryKey });
}
