import { climateTargetsSchema, facIotCfgSchema, saveClimateTargetsBodySchema, setAreaGatewaysBodySchema } from '@pfs/domain';
import { pageRoutesOf } from '../../lib/route.js';
import type { FacIotCfgService } from './fac-iot-cfg.service.js';

/** /cfg/factory/iot-cfg: which gateways give each area's climate, and the targets per area kind. */
export const facIotCfgRoutes = pageRoutesOf('物联网配置', 'cfg.iot', ({ list, edit }, { iotCfg }: { iotCfg: FacIotCfgService }) => {
  list.factory('/api/get_fac_iot_cfg', { summary: '区域与网关的对应、各类区域的环境目标', data: facIotCfgSchema }, (fid) => iotCfg.get(fid));
  edit.post(
    '/api/set_fac_area_gateways',
    { summary: '设置区域的环境网关（网关从原区域移来；未列出的解除关联）', body: setAreaGatewaysBodySchema, data: null, msg: '区域网关已保存' },
    ({ fid, area_id, gw_ids }, req) => iotCfg.setAreaGateways(fid, area_id, gw_ids, req.auth!.uid),
  );
  edit.post(
    '/api/save_area_climate_targets',
    {
      summary: '保存一类区域的环境目标（每项上下限可空，下限不大于上限）',
      body: saveClimateTargetsBodySchema,
      data: climateTargetsSchema,
      msg: '环境目标已保存',
    },
    (body, req) => iotCfg.saveTargets(body, req.auth!.uid),
  );
});
