import { clearMesFault, getMesLive, mesEquipList, mesFaultList, mesMaintList, mesOeeList, reportMesFault, saveMesEquip, saveMesMaint, setMesEquipState } from '@pfs/domain/mes';
import { routesOf } from '../../lib/route.js';
import type { MesEquipServices } from './mes-equip.services.js';

/** 播种设备, 移栽设备, 采收设备: the machine calls and lists. */
export const mesEquipRoutes = routesOf('生产设备', (calls, { equip }: { equip: MesEquipServices }) => {
  const { equips, live, oee, faults, maints } = equip;
  calls.serveList(mesEquipList, ({ fid, ...f }) => equips.list(fid, f));
  calls.serve(saveMesEquip, (body, req) => equips.save(body, req.auth!.uid));
  calls.serve(setMesEquipState, ({ fid, eq_id, state }, req) => equips.setState(fid, eq_id, state, req.auth!.uid));
  calls.serve(getMesLive, ({ fid, page }) => live.live(fid, page));

  calls.serveList(mesOeeList, ({ fid, ...f }) => oee.list(fid, f));

  calls.serveList(mesFaultList, ({ fid, ...f }) => faults.list(fid, f));
  calls.serve(reportMesFault, (body, req) => faults.report(body, req.auth!.uid));
  calls.serve(clearMesFault, (body, req) => faults.clear(body, req.auth!.uid));

  calls.serveList(mesMaintList, ({ fid, ...f }) => maints.list(fid, f));
  calls.serve(saveMesMaint, (body, req) => maints.save(body, req.auth!.uid));
});
