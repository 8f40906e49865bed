import { z } from 'zod';
import { facBodySchema, fidSchema } from '../api/envelope.js';
import { idSchema, textSchema } from '../api/fields.js';
import { screenCameraSchema } from '../camera/camera.api.js';
import { labelsOf } from '../labels/enum-labels.js';
import { callAccess, callsAs } from '../contract/call.js';

/**
 * Public display screens (展示大屏). A factory configures each template (variant) apart: which sensors,
 * pictures, cameras and text panels it shows, and whether it is published at all. Public calls answer only
 * for a published variant and only with what that variant's configuration chose.
 */
export const SCREEN_VARIANTS = ['default', 'iotexp', 'bhcm'] as const;
export type ScreenVariant = (typeof SCREEN_VARIANTS)[number];
export const SCREEN_VARIANT_LABELS: Record<ScreenVariant, string> = { default: '默认大屏（总览）', iotexp: '物联网大屏', bhcm: '展厅大屏' };

export const SCREEN_LIMITS = { points: 12, pics: 12, cams: 9, panels: 6 } as const;
/** Screens report every 30 s; one silent for longer than this is 已离线. */
export const SCREEN_HEARTBEAT_MS = 30_000;
export const SCREEN_OFFLINE_AFTER_MS = 90_000;
/** Live values on a screen are at most this old. */
export const SCREEN_LIVE_POLL_MS = 5_000;

export const SCREEN_SECTIONS = ['weather', 'iot', 'crop', 'pics', 'cams', 'panels'] as const;
export type ScreenSection = (typeof SCREEN_SECTIONS)[number];
export const SCREEN_SECTION_LABELS = labelsOf(SCREEN_SECTIONS, ['天气与预警', '物联网概况与控制记录', '种植统计', '作物图片', '监控画面', '信息面板']);

const variantSchema = z.enum(SCREEN_VARIANTS, { error: '大屏模板 variant 须为 default、iotexp 或 bhcm' });
const idList = (label: string, field: string, max: number) =>
  z
    .array(idSchema(label, field), { error: `${label}须为编号列表` })
    .max(max, `${label}最多 ${max} 个`)
    .refine((a) => new Set(a).size === a.length, `${label}不能重复`);

export const screenPanelSchema = z.object({
  title: textSchema('面板标题', 20, { min: 1 }),
  body: textSchema('面板内容', 500, { min: 1, multiline: true }),
});

export const screenCfgBodySchema = z.object({ fid: fidSchema, variant: variantSchema });

export const saveScreenCfgBodySchema = z.object({
  fid: fidSchema,
  variant: variantSchema,
  published: z.boolean({ error: '是否发布须为 true 或 false' }),
  /** The template /screen/:fid and /screendv/:fid open (get_screen_tmpl_name). */
  is_main: z.boolean({ error: '是否主模板须为 true 或 false' }),
  title: textSchema('大屏标题', 40).default(''),
  subtitle: textSchema('副标题', 80).default(''),
  point_ids: idList('传感器', 'point_id', SCREEN_LIMITS.points),
  pic_ids: idList('作物图片', 'pic_id', SCREEN_LIMITS.pics),
  ext_pic_ids: idList('展示图片', 'pic_id', SCREEN_LIMITS.pics),
  cam_ids: idList('摄像头', 'cam_id', SCREEN_LIMITS.cams),
  panels: z.array(screenPanelSchema, { error: '信息面板须为列表' }).max(SCREEN_LIMITS.panels, `信息面板最多 ${SCREEN_LIMITS.panels} 个`),
  sections: z.array(z.enum(SCREEN_SECTIONS, { error: '未知的大屏区块' })).max(SCREEN_SECTIONS.length),
});
export type ScreenPanelCfg = z.infer<typeof screenPanelSchema>;
export type SaveScreenCfgBody = z.infer<typeof saveScreenCfgBodySchema>;

export const screenCfgSchema = saveScreenCfgBodySchema.omit({ fid: true }).extend({
  title: z.string(),
  subtitle: z.string(),
  updated_at: z.string().nullable(),
});
export type ScreenCfg = z.infer<typeof screenCfgSchema>;

export const screenClientSchema = z.object({
  variant: variantSchema,
  client_id: z.string(),
  path: z.string(),
  ip: z.string(),
  first_at: z.string(),
  last_at: z.string(),
  online: z.boolean(),
});
export const screenStatusSchema = z.object({
  variants: z.array(z.object({ variant: variantSchema, published: z.boolean(), is_main: z.boolean(), updated_at: z.string().nullable() })),
  clients: z.array(screenClientSchema),
});
export type ScreenStatus = z.infer<typeof screenStatusSchema>;

export const screenPicSchema = z.object({ pic_id: z.number(), url: z.string(), thumb_url: z.string(), caption: z.string(), taken_on: z.string() });
export type ScreenPic = z.infer<typeof screenPicSchema>;
export const screenOptionsSchema = z.object({
  pics: z.array(screenPicSchema.extend({ kind: z.string() })),
  cams: z.array(screenCameraSchema.extend({ enabled: z.boolean(), on_screen: z.boolean() })),
});

// ---- public calls (/api/pub/*, no session) ----

export const pubScreenBodySchema = z.object({ fid: fidSchema, variant: variantSchema.default('default') });
export const screenFacBodySchema = facBodySchema;
export const pubSensorBodySchema = pubScreenBodySchema.extend({ point_id: idSchema('传感器编号', 'point_id') });
export const screenHeartbeatBodySchema = pubScreenBodySchema.extend({
  client_id: z.string({ error: '屏幕标识 client_id 须为文字' }).regex(/^[A-Za-z0-9-]{8,64}$/, '屏幕标识 client_id 须为 8–64 位字母、数字或 -'),
  path: textSchema('页面地址', 200).default(''),
});

export const screenTmplSchema = z.object({ tmpl: variantSchema });
export const screenDefSchema = z.object({
  variant: variantSchema,
  title: z.string(),
  subtitle: z.string(),
  sections: z.array(z.enum(SCREEN_SECTIONS)),
  poll_ms: z.number(),
  heartbeat_ms: z.number(),
});
export type ScreenDef = z.infer<typeof screenDefSchema>;
export const screenFacNameSchema = z.object({ fac_name: z.string(), short_name: z.string(), logo_url: z.string().nullable() });
export const screenFacInfoSchema = z.object({
  fac_name: z.string(),
  city_district: z.string(),
  fields: z.number(),
  /** 种植区域: enabled growing rooms (育苗 and 栽培); packing rooms and cold stores are not counted. */
  areas: z.number(),
  /** Of those, the 栽培 rooms. */
  grow_areas: z.number(),
  positions: z.number(),
  crops: z.array(z.string()),
});
export type ScreenFacInfo = z.infer<typeof screenFacInfoSchema>;
export const screenSensorSchema = z.object({ point_id: z.number(), name: z.string(), quantity: z.string(), unit: z.string(), area_name: z.string(), v: z.number().nullable(), ts: z.string().nullable() });
export type ScreenSensor = z.infer<typeof screenSensorSchema>;
export const sensorHourValsSchema = z.object({ point_id: z.number(), vals: z.array(z.tuple([z.number(), z.number()])) });
export const sensorTenDaySchema = z.object({
  point_id: z.number(),
  days: z.array(z.object({ day: z.string(), min: z.number(), max: z.number(), avg: z.number() })),
});
export const screenIotSummarySchema = z.object({
  gw_total: z.number(),
  gw_online: z.number(),
  points: z.number(),
  sensors: z.number(),
  switches: z.number(),
  alarms_open: z.number(),
  readings_today: z.number(),
});
export type ScreenIotSummary = z.infer<typeof screenIotSummarySchema>;
export const screenActLogSchema = z.object({ ts: z.string(), kind_label: z.string(), target: z.string(), content: z.string() });
export const screenCropStatsSchema = z.object({
  phases: z.array(z.object({ phase: z.string(), label: z.string(), dishes: z.number(), plants: z.number() })),
  crops: z.array(z.object({ crop: z.string(), dishes: z.number(), plants: z.number() })),
  harvest_days: z.array(z.object({ day: z.string(), kg: z.number() })),
});
export type ScreenCropStats = z.infer<typeof screenCropStatsSchema>;
export const screenSumItemSchema = z.object({ key: z.string(), label: z.string(), value: z.number(), unit: z.string() });
export const screenInfoSchema = z.object({ panels: z.array(z.object({ title: z.string(), body: z.string() })) });
export const screenCamerasSchema = z.array(screenCameraSchema);

// ---- calls ----

/** /cfg/factory/screen-cfg: what each screen template shows, whether it is published, which screens are on. */
const cfgCalls = callsAs('展示大屏配置', callAccess.perm('cfg.fac.edit'));
export const getScreenStatus = cfgCalls.post('/api/get_screen_status', { summary: '各大屏模板是否发布、主模板，以及 24 小时内打开过的屏幕（按心跳）', body: screenFacBodySchema, data: screenStatusSchema });
export const getScreenCfg = cfgCalls.post('/api/get_screen_cfg', { summary: '一个大屏模板的配置', body: screenCfgBodySchema, data: screenCfgSchema });
export const saveScreenCfg = cfgCalls.post('/api/save_screen_cfg', { summary: '保存大屏模板的配置（传感器、图片、摄像头、面板、发布开关）', body: saveScreenCfgBodySchema, data: screenCfgSchema });
export const getScreenOptions = cfgCalls.post('/api/get_screen_options', { summary: '可上大屏的作物图片与摄像头', body: screenFacBodySchema, data: screenOptionsSchema });

/**
 * The public calls of the display screens (spec §7, no session): each answers only for a published template and
 * only with what it chose; anything else is the same 404.
 */
const pub = callsAs('展示大屏（公开）', callAccess.public);
const pubScreen = <D extends z.ZodType>(url: `/api/pub/${string}`, summary: string, data: D) => pub.post(url, { summary, body: pubScreenBodySchema, data });
export const getScreenTmplName = pub.post('/api/pub/get_screen_tmpl_name', { summary: '工厂大屏使用的模板', body: screenFacBodySchema, data: screenTmplSchema });
export const loadFacScreenDef = pubScreen('/api/pub/load_fac_screen_def', '大屏的标题、区块与刷新间隔', screenDefSchema);
export const loadFacNameInfo = pubScreen('/api/pub/load_fac_name_info', '工厂名称与标志', screenFacNameSchema);
export const loadFacInfo = pubScreen('/api/pub/load_fac_info', '工厂概况（厂房、区域、种植位、在产作物）', screenFacInfoSchema);
export const loadToShowSensors = pubScreen('/api/pub/load_to_show_sensors', '大屏选定的传感器及最新值', z.array(screenSensorSchema));
export const getSensorLastHourVals = pub.post('/api/pub/get_sensor_last_hour_vals', { summary: '选定传感器近一小时（每分钟均值）', body: pubSensorBodySchema, data: sensorHourValsSchema });
export const getSensorTenDayVals = pub.post('/api/pub/get_sensor_ten_day_vals', { summary: '选定传感器近十天（每日最低、最高、平均）', body: pubSensorBodySchema, data: sensorTenDaySchema });
export const loadScreenIotSummaryData = pubScreen(
  '/api/pub/load_screen_iot_summary_data',
  '物联网概况（网关在线、点位、告警、今日数据量）',
  screenIotSummarySchema,
);
export const getLastIotActLogs = pubScreen('/api/pub/get_last_iot_act_logs', '最近的设备控制与策略记录', z.array(screenActLogSchema));
export const getScreenCropStats = pubScreen('/api/pub/get_screen_crop_stats', '在产盘数（按阶段、作物）与近 30 天采收', screenCropStatsSchema);
export const getScreenPlantSumItems = pubScreen('/api/pub/get_screen_plant_sum_items', '种植汇总（在产、本月播种、采收）', z.array(screenSumItemSchema));
export const getDemoPlantPics = pubScreen('/api/pub/get_demo_plant_pics', '大屏选定的作物图片', z.array(screenPicSchema));
export const getDemoExtPics = pubScreen('/api/pub/get_demo_ext_pics', '大屏选定的展示图片', z.array(screenPicSchema));
export const loadScreenCctvs = pubScreen('/api/pub/load_screen_cctvs', '大屏选定的摄像头（已启用且允许上屏）', screenCamerasSchema);
export const loadScreenInformationData = pubScreen('/api/pub/load_screen_information_data', '大屏的信息面板', screenInfoSchema);
export const screenHeartbeat = pub.post('/api/pub/screen_heartbeat', { summary: '屏幕心跳（每 30 秒）', body: screenHeartbeatBodySchema, data: null });
