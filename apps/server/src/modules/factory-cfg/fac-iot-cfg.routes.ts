import { getFacIotCfg, saveAreaClimateTargets, setFacAreaGateways } from '@pfs/domain/factory-cfg';
import { routesOf } from '../../lib/route.js';
import type { FacIotCfgService } from './fac-iot-cfg.service.js';

/** /cfg/factory/iot-cfg: which gateways give each area's climate, and the targets per area kind. */
export const facIotCfgRoutes = routesOf('物联网配置', (calls, { iotCfg }: { iotCfg: FacIotCfgService }) => {
  calls.serve(getFacIotCfg, ({ fid }) => iotCfg.get(fid));
  calls.serve(setFacAreaGateways, ({ fid, area_id, gw_ids }, req) => iotCfg.setAreaGateways(fid, area_id, gw_ids, req.auth!.uid));
  calls.serve(saveAreaClimateTargets, (body, req) => iotCfg.saveTargets(body, req.auth!.uid));
});
