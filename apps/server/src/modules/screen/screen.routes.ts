import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  screenFacBodySchema,
  pubScreenBodySchema,
  pubSensorBodySchema,
  saveScreenCfgBodySchema,
  screenActLogSchema,
  screenCamerasSchema,
  screenCfgBodySchema,
  screenCfgSchema,
  screenCropStatsSchema,
  screenDefSchema,
  screenFacInfoSchema,
  screenFacNameSchema,
  screenHeartbeatBodySchema,
  screenInfoSchema,
  screenIotSummarySchema,
  screenOptionsSchema,
  screenPicSchema,
  screenSensorSchema,
  screenStatusSchema,
  screenSumItemSchema,
  screenTmplSchema,
  sensorHourValsSchema,
  sensorTenDaySchema,
} from '@pfs/domain';
import { access } from '../../plugins/access.js';
import { callsOf, message, withMsg } from '../../lib/route.js';
import type { IpRateLimit } from '../../lib/ip-rate-limit.js';
import type { ScreenService } from './screen.service.js';

/** /cfg/factory/screen-cfg: what each screen template shows, whether it is published, which screens are on. */
export const screenCfgRoutes: FastifyPluginAsyncZod<{ screens: ScreenService }> = async (app, { screens }) => {
  const calls = callsOf(app, '展示大屏配置');
  const edit = access.perm('cfg.fac.edit');

  calls.post('/api/get_screen_status', { access: edit, summary: '各大屏模板是否发布、主模板，以及 24 小时内打开过的屏幕（按心跳）', body: screenFacBodySchema, data: screenStatusSchema }, async ({ fid }) =>
    screens.status(fid),
  );
  calls.post('/api/get_screen_cfg', { access: edit, summary: '一个大屏模板的配置', body: screenCfgBodySchema, data: screenCfgSchema }, async ({ fid, variant }) =>
    screens.getCfg(fid, variant),
  );
  calls.post('/api/save_screen_cfg', { access: edit, summary: '保存大屏模板的配置（传感器、图片、摄像头、面板、发布开关）', body: saveScreenCfgBodySchema, data: screenCfgSchema }, async (body, req) =>
    withMsg(await screens.saveCfg(body, req.auth!.uid), '已保存'),
  );
  calls.post('/api/get_screen_options', { access: edit, summary: '可上大屏的作物图片与摄像头', body: screenFacBodySchema, data: screenOptionsSchema }, async ({ fid }) => screens.options(fid));
};

/**
 * The public calls of the display screens (spec §7, no session). Rate-limited per client address; each answers
 * only for a published template and only with what it chose; anything else is the same 404.
 */
export const screenPubRoutes: FastifyPluginAsyncZod<{ screens: ScreenService; limit: IpRateLimit }> = async (app, { screens, limit }) => {
  app.addHook('onRequest', limit.hook());
  const calls = callsOf(app, '展示大屏（公开）');
  const pub = access.public;

  calls.post('/api/pub/get_screen_tmpl_name', { access: pub, summary: '工厂大屏使用的模板', body: screenFacBodySchema, data: screenTmplSchema }, async ({ fid }) => screens.tmplName(fid));
  calls.post('/api/pub/load_fac_screen_def', { access: pub, summary: '大屏的标题、区块与刷新间隔', body: pubScreenBodySchema, data: screenDefSchema }, async ({ fid, variant }) =>
    screens.screenDef(fid, variant),
  );
  calls.post('/api/pub/load_fac_name_info', { access: pub, summary: '工厂名称与标志', body: pubScreenBodySchema, data: screenFacNameSchema }, async ({ fid, variant }) =>
    screens.facName(fid, variant),
  );
  calls.post('/api/pub/load_fac_info', { access: pub, summary: '工厂概况（厂房、区域、种植位、在产作物）', body: pubScreenBodySchema, data: screenFacInfoSchema }, async ({ fid, variant }) =>
    screens.facInfo(fid, variant),
  );
  calls.post('/api/pub/load_to_show_sensors', { access: pub, summary: '大屏选定的传感器及最新值', body: pubScreenBodySchema, data: z.array(screenSensorSchema) }, async ({ fid, variant }) =>
    screens.sensors(fid, variant),
  );
  calls.post('/api/pub/get_sensor_last_hour_vals', { access: pub, summary: '选定传感器近一小时（每分钟均值）', body: pubSensorBodySchema, data: sensorHourValsSchema }, async ({ fid, variant, point_id }) =>
    screens.lastHour(fid, variant, point_id),
  );
  calls.post('/api/pub/get_sensor_ten_day_vals', { access: pub, summary: '选定传感器近十天（每日最低、最高、平均）', body: pubSensorBodySchema, data: sensorTenDaySchema }, async ({ fid, variant, point_id }) =>
    screens.tenDays(fid, variant, point_id),
  );
  calls.post('/api/pub/load_screen_iot_summary_data', { access: pub, summary: '物联网概况（网关在线、点位、告警、今日数据量）', body: pubScreenBodySchema, data: screenIotSummarySchema }, async ({ fid, variant }) =>
    screens.iotSummary(fid, variant),
  );
  calls.post('/api/pub/get_last_iot_act_logs', { access: pub, summary: '最近的设备控制与策略记录', body: pubScreenBodySchema, data: z.array(screenActLogSchema) }, async ({ fid, variant }) =>
    screens.lastActs(fid, variant),
  );
  calls.post('/api/pub/get_screen_crop_stats', { access: pub, summary: '在产盘数（按阶段、作物）与近 30 天采收', body: pubScreenBodySchema, data: screenCropStatsSchema }, async ({ fid, variant }) =>
    screens.cropStats(fid, variant),
  );
  calls.post('/api/pub/get_screen_plant_sum_items', { access: pub, summary: '种植汇总（在产、本月播种、采收）', body: pubScreenBodySchema, data: z.array(screenSumItemSchema) }, async ({ fid, variant }) =>
    screens.plantSums(fid, variant),
  );
  calls.post('/api/pub/get_demo_plant_pics', { access: pub, summary: '大屏选定的作物图片', body: pubScreenBodySchema, data: z.array(screenPicSchema) }, async ({ fid, variant }) =>
    screens.pics(fid, variant, 'pic_ids'),
  );
  calls.post('/api/pub/get_demo_ext_pics', { access: pub, summary: '大屏选定的展示图片', body: pubScreenBodySchema, data: z.array(screenPicSchema) }, async ({ fid, variant }) =>
    screens.pics(fid, variant, 'ext_pic_ids'),
  );
  calls.post('/api/pub/load_screen_cctvs', { access: pub, summary: '大屏选定的摄像头（已启用且允许上屏）', body: pubScreenBodySchema, data: screenCamerasSchema }, async ({ fid, variant }) =>
    screens.cctvs(fid, variant),
  );
  calls.post('/api/pub/load_screen_information_data', { access: pub, summary: '大屏的信息面板', body: pubScreenBodySchema, data: screenInfoSchema }, async ({ fid, variant }) =>
    screens.information(fid, variant),
  );
  calls.post('/api/pub/screen_heartbeat', { access: pub, summary: '屏幕心跳（每 30 秒）', body: screenHeartbeatBodySchema, data: null }, async (body, req) => {
    await screens.heartbeat(body, req.ip);
    return message('ok');
  });
};
