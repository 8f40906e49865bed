import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  getScreenCfg,
  getScreenOptions,
  getScreenStatus,
  getDemoExtPics,
  getDemoPlantPics,
  getLastIotActLogs,
  getScreenCropStats,
  getScreenPlantSumItems,
  getScreenTmplName,
  getSensorLastHourVals,
  getSensorTenDayVals,
  loadFacInfo,
  loadFacNameInfo,
  loadFacScreenDef,
  loadScreenCctvs,
  loadScreenInformationData,
  loadScreenIotSummaryData,
  loadToShowSensors,
  screenHeartbeat,
  saveScreenCfg,
} from '@pfs/domain/screen';
import { callsOf, message, withMsg } from '../../lib/route.js';
import type { IpRateLimit } from '../../lib/ip-rate-limit.js';
import type { ScreenService } from './screen.service.js';

/** /cfg/factory/screen-cfg: what each screen template shows, whether it is published, which screens are on. */
export const screenCfgRoutes: FastifyPluginAsyncZod<{ screens: ScreenService }> = async (app, { screens }) => {
  const calls = callsOf(app, '展示大屏配置');
  calls.serve(getScreenStatus, ({ fid }) => screens.status(fid));
  calls.serve(getScreenCfg, ({ fid, variant }) => screens.getCfg(fid, variant));
  calls.serve(saveScreenCfg, async (body, req) => withMsg(await screens.saveCfg(body, req.auth!.uid), '已保存'));
  calls.serve(getScreenOptions, ({ fid }) => screens.options(fid));
};

/**
 * The public calls of the display screens (spec §7, no session). Rate-limited per client address; each answers
 * only for a published template and only with what it chose; anything else is the same 404.
 */
export const screenPubRoutes: FastifyPluginAsyncZod<{ screens: ScreenService; limit: IpRateLimit }> = async (app, { screens, limit }) => {
  app.addHook('onRequest', limit.hook());
  const calls = callsOf(app, '展示大屏（公开）');

  calls.serve(getScreenTmplName, ({ fid }) => screens.tmplName(fid));
  calls.serve(loadFacScreenDef, ({ fid, variant }) => screens.screenDef(fid, variant));
  calls.serve(loadFacNameInfo, ({ fid, variant }) => screens.facName(fid, variant));
  calls.serve(loadFacInfo, ({ fid, variant }) => screens.facInfo(fid, variant));
  calls.serve(loadToShowSensors, ({ fid, variant }) => screens.sensors(fid, variant));
  calls.serve(getSensorLastHourVals, ({ fid, variant, point_id }) => screens.lastHour(fid, variant, point_id));
  calls.serve(getSensorTenDayVals, ({ fid, variant, point_id }) => screens.tenDays(fid, variant, point_id));
  calls.serve(loadScreenIotSummaryData, ({ fid, variant }) => screens.iotSummary(fid, variant));
  calls.serve(getLastIotActLogs, ({ fid, variant }) => screens.lastActs(fid, variant));
  calls.serve(getScreenCropStats, ({ fid, variant }) => screens.cropStats(fid, variant));
  calls.serve(getScreenPlantSumItems, ({ fid, variant }) => screens.plantSums(fid, variant));
  calls.serve(getDemoPlantPics, ({ fid, variant }) => screens.pics(fid, variant, 'pic_ids'));
  calls.serve(getDemoExtPics, ({ fid, variant }) => screens.pics(fid, variant, 'ext_pic_ids'));
  calls.serve(loadScreenCctvs, ({ fid, variant }) => screens.cctvs(fid, variant));
  calls.serve(loadScreenInformationData, ({ fid, variant }) => screens.information(fid, variant));
  calls.serve(screenHeartbeat, async (body, req) => {
    await screens.heartbeat(body, req.ip);
    return message('ok');
  });
};
