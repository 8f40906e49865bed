import type { LiveServerMsg } from '@pfs/domain/live';

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
