import { READ_POINTS } from '@pfs/sim';
import { SIM_ANOMALY_LABELS, getSimGwList, simInjectAnomaly, simInjectAnomalyBodySchema } from '@pfs/domain/iot-device';
import { routesOf, withMsg } from '../../lib/route.js';
import type { SimDebugService } from './sim-debug.service.js';

const sensorCodes = READ_POINTS.map((p) => p.point.code) as [string, ...string[]];

export const simDebugRoutes = routesOf('物联网调试', (calls, { sim }: { sim: SimDebugService }) => {
  calls.serve(getSimGwList, ({ fid }) => sim.list(fid));
  // Only the simulator's sensors can be stuck: the body is narrowed to them here, where @pfs/sim is known.
  calls.serve({ ...simInjectAnomaly, body: simInjectAnomalyBodySchema(sensorCodes) }, async ({ fid, ...b }) => {
    const g = await sim.inject(fid, b);
    return withMsg(g, `${g.name}：已${b.kind === 'clear' ? '' : '注入'}${SIM_ANOMALY_LABELS[b.kind]}`);
  });
});
