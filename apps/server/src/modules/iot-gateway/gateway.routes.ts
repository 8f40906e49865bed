import {
  createIotGw,
  deleteIotGw,
  getIotFacState,
  getIotFacStates,
  getIotGwList,
  getIotReq,
  getIotReqList,
  iotSwitchCtrl,
  rotateIotGwSecret,
  updateIotGw,
} from '@pfs/domain/iot-gateway';
import { notFound } from '../../lib/app-error.js';
import { routesOf, withMsg } from '../../lib/route.js';
import type { GatewayService } from './gateway.service.js';
import type { ControlService } from './control.service.js';

const tag = '物联网';

export const iotRoutes = routesOf(tag, (calls, { gateways }: { gateways: GatewayService }) => {
  calls.serve(getIotGwList, ({ fid }) => gateways.list(fid));
  calls.serve(createIotGw, (body, req) => gateways.create(body.fid, body, req.auth!.uid));
  calls.serve(rotateIotGwSecret, ({ fid, gw_id }, req) => gateways.rotateSecret(fid, gw_id, req.auth!.uid));
  calls.serve(updateIotGw, (body) => gateways.update(body.fid, body.gw_id, body));
  calls.serve(deleteIotGw, async ({ fid, gw_id }) => {
    const g = await gateways.delete(fid, gw_id);
    return withMsg(g, `网关“${g.name}”及其设备已删除`);
  });
  calls.serve(getIotFacStates, ({ fid }) => gateways.facState(fid));
  calls.serve(getIotFacState, async ({ fid, gw_id }) => {
    const one = (await gateways.facState(fid)).find((g) => g.gw_id === gw_id);
    if (!one) throw notFound('网关不存在或不属于本工厂');
    return one;
  });
});

export const controlRoutes = routesOf(tag, (calls, { control }: { control: ControlService }) => {
  calls.serve(iotSwitchCtrl, (body, req) => control.request(body.fid, body, req.auth!.uid));
  calls.serve(getIotReq, ({ fid, req_id }) => control.get(fid, req_id));
  calls.serve(getIotReqList, ({ fid, page, size }) => control.list(fid, page, size));
});
