import { z } from 'zod';
import { facBodySchema, fidSchema, kwSchema } from '../api/envelope.js';
import { decimalSchema, idSchema, intSchema, textSchema } from '../api/fields.js';
import { facSchema } from '../auth/auth.api.js';
import { FAC_MODULES, callAccess, pageCallsOf } from '../contract/call.js';
import { pagedBodyOf } from '../contract/list.js';
import { areaIdSchema, fieldIdSchema, recordStatusSchema as statusSchema, remarkSchema } from '../plant/plant-fields.js';
import { AREA_GRID_MAX } from '../plant/area-capacity.js';
import { AREA_KINDS } from '../plant/plant-vocab.js';
import { fieldAreaTreeSchema } from '../api/view-fields.js';

/**
 * Calls of 工厂设置 (/cfg/factory*, cfg.fac.list / cfg.fac.edit) and the climate side of 物联网配置
 * (/cfg/factory/iot-cfg, cfg.iot.list / cfg.iot.edit): the factory's own fields and modules, fields (厂房)
 * and areas (区域) with their dish positions and gateways, and climate targets per area kind.
 */

// The module codes are the calls' too (access by module): defined with them, offered here with their labels.
export { FAC_MODULES };
export const PLANT_TYPES = ['PL', 'SL', 'SP'] as const;
/** What a module is called in menus and on 工厂信息 (the demo factories carry the same names). */
export const FAC_MODULE_LABELS: Readonly<Record<(typeof FAC_MODULES)[number], string>> = { iot: '物联网', si: '日常巡检', mes: '生产控制', screen: '展示大屏' };
/** Spec §3: PL 种植, SL and SP seedling raising. */
export const PLANT_TYPE_LABELS: Readonly<Record<(typeof PLANT_TYPES)[number], string>> = { PL: '种植', SL: '育苗', SP: '种苗' };
export const areaKindSchema = z.enum(AREA_KINDS, { error: `区域类型 kind 只能是 ${AREA_KINDS.join('、')}` });
const sortNoSchema = intSchema('排序 sort_no', { min: 0, max: 9999 }).default(0);

// ── The factory itself ──────────────────────────────────────────────────────────────────────────────
/** The factory as 工厂信息 shows and edits it: the same fields a session's facility entry carries. */
export const facCfgSchema = facSchema;
export type FacCfg = z.infer<typeof facCfgSchema>;

export const facRefBodySchema = facBodySchema;
/** upload_fac_logo: the stored logo, served under /pics (fid in the query string, the image in multipart field `file`). */
export const FAC_LOGO_MAX_BYTES = 2 * 1024 * 1024;
export const facLogoSchema = z.object({ logo_name: z.string() });
export const updateFacCfgBodySchema = z.object({
  fid: fidSchema,
  fac_name: textSchema('工厂名称', 64, { min: 2, minMsg: '工厂名称至少 2 个字符' }),
  short_name: textSchema('工厂简称', 32).default(''),
  city_district: textSchema('所在城市区县', 64).default(''),
  loc: z
    .string({ error: '经纬度 loc 须为「经度,纬度」，如 121.60,31.20' })
    .trim()
    .regex(/^(|-?\d{1,3}(\.\d{1,6})?,-?\d{1,2}(\.\d{1,6})?)$/, '经纬度 loc 须为「经度,纬度」，如 121.60,31.20')
    .default(''),
  poi: textSchema('地点', 128).default(''),
  heweather_key: textSchema('天气城市代码 heweather_key', 32).default(''),
  faci_usage: z.enum(['PL'], { error: '工厂用途 faci_usage 只能是 PL（种植）' }).default('PL'),
  plant_types: z.array(z.enum(PLANT_TYPES, { error: '种植类型 plant_types 只能是 PL、SL、SP' })).max(3),
  mcodes: z.array(z.enum(FAC_MODULES, { error: `模块 mcodes 只能是 ${FAC_MODULES.join('、')}` })).max(FAC_MODULES.length),
});

// ── Fields (厂房) ──────────────────────────────────────────────────────────────────────────────────
export const fieldSchema = z.object({
  field_id: z.number(),
  name: z.string(),
  sort_no: z.number(),
  status: statusSchema,
  remark: z.string(),
  area_ct: z.number(),
  /** Dish positions of its areas, and dishes standing in them now. */
  capacity: z.number(),
  dishes: z.number(),
});
export type FieldView = z.infer<typeof fieldSchema>;

export const fieldListFilterSchema = z.object({ fid: fidSchema, kw: kwSchema, status: statusSchema.optional() });
export const fieldListBodySchema = pagedBodyOf(fieldListFilterSchema);
export const exportFieldListBodySchema = fieldListFilterSchema;
export const saveFieldBodySchema = z.object({
  fid: fidSchema,
  field_id: fieldIdSchema.optional(),
  name: textSchema('厂房名称', 64, { min: 1, minMsg: '请填写厂房名称' }),
  sort_no: sortNoSchema,
  status: statusSchema.default('enabled'),
  remark: remarkSchema,
});
export const fieldRefBodySchema = z.object({ fid: fidSchema, field_id: fieldIdSchema });

// ── Areas (区域) ───────────────────────────────────────────────────────────────────────────────────
const areaGatewaySchema = z.object({ gw_id: z.number(), sn: z.string(), name: z.string(), online: z.boolean() });
export const areaSchema = z.object({
  area_id: z.number(),
  field_id: z.number(),
  field_name: z.string(),
  name: z.string(),
  kind: areaKindSchema,
  racks: z.number(),
  layers: z.number(),
  positions_per_layer: z.number(),
  /** racks × layers × positions_per_layer; 0 = not set, nothing may be placed there. */
  capacity: z.number(),
  dishes: z.number(),
  free: z.number(),
  batch_ct: z.number(),
  /** Gateways whose sensors give this area's climate (iot_gateways.area_id). */
  gateways: z.array(areaGatewaySchema),
  status: statusSchema,
  sort_no: z.number(),
  remark: z.string(),
});
export type AreaView = z.infer<typeof areaSchema>;

export const areaListFilterSchema = z.object({
  fid: fidSchema,
  field_id: fieldIdSchema.optional(),
  kind: areaKindSchema.optional(),
  kw: kwSchema,
  status: statusSchema.optional(),
});
export const areaListBodySchema = pagedBodyOf(areaListFilterSchema);
export const exportAreaListBodySchema = areaListFilterSchema;
export const saveAreaBodySchema = z.object({
  fid: fidSchema,
  area_id: areaIdSchema.optional(),
  field_id: fieldIdSchema,
  name: textSchema('区域名称', 64, { min: 1, minMsg: '请填写区域名称' }),
  kind: areaKindSchema,
  racks: intSchema('架数 racks', { min: 0, max: AREA_GRID_MAX.racks }),
  layers: intSchema('层数 layers', { min: 0, max: AREA_GRID_MAX.layers }),
  positions_per_layer: intSchema('每层盘位 positions_per_layer', { min: 0, max: AREA_GRID_MAX.positions_per_layer }),
  sort_no: sortNoSchema,
  status: statusSchema.default('enabled'),
  remark: remarkSchema,
});
export type SaveAreaBody = z.infer<typeof saveAreaBodySchema>;
export const areaRefBodySchema = z.object({ fid: fidSchema, area_id: areaIdSchema });

/** The field → area picker (spec §3 picker items carry field_id, area_id). */
export const areaOptionsSchema = fieldAreaTreeSchema({
  kind: areaKindSchema,
  capacity: z.number(),
  dishes: z.number(),
  free: z.number(),
  status: statusSchema,
});

// ── Climate targets per area kind ─────────────────────────────────────────────────────────────────
const bound = (name: string, min: number, max: number) => decimalSchema(name, { min, max, scale: 2 }).nullable().default(null);
export const climateTargetsSchema = z.object({
  kind: areaKindSchema,
  temp_min: z.number().nullable(),
  temp_max: z.number().nullable(),
  rh_min: z.number().nullable(),
  rh_max: z.number().nullable(),
  co2_min: z.number().nullable(),
  co2_max: z.number().nullable(),
  light_hours_min: z.number().nullable(),
  light_hours_max: z.number().nullable(),
  dli_min: z.number().nullable(),
  dli_max: z.number().nullable(),
});
export type ClimateTargetsView = z.infer<typeof climateTargetsSchema>;

const PAIRS = [
  ['temp', '温度'],
  ['rh', '湿度'],
  ['co2', 'CO2'],
  ['light_hours', '光照时数'],
  ['dli', 'DLI'],
] as const;
export const saveClimateTargetsBodySchema = z
  .object({
    fid: fidSchema,
    kind: areaKindSchema,
    temp_min: bound('温度下限 temp_min', -20, 60),
    temp_max: bound('温度上限 temp_max', -20, 60),
    rh_min: bound('湿度下限 rh_min', 0, 100),
    rh_max: bound('湿度上限 rh_max', 0, 100),
    co2_min: bound('CO2 下限 co2_min', 0, 10000),
    co2_max: bound('CO2 上限 co2_max', 0, 10000),
    light_hours_min: bound('光照时数下限 light_hours_min', 0, 24),
    light_hours_max: bound('光照时数上限 light_hours_max', 0, 24),
    dli_min: bound('DLI 下限 dli_min', 0, 100),
    dli_max: bound('DLI 上限 dli_max', 0, 100),
  })
  .superRefine((b, ctx) => {
    for (const [k, label] of PAIRS) {
      const lo = b[`${k}_min`];
      const hi = b[`${k}_max`];
      if (lo !== null && hi !== null && lo > hi) ctx.addIssue({ code: 'custom', path: [`${k}_min`], message: `${label}下限不能大于上限` });
    }
  });

/** 物联网配置: which gateways give each area's climate, and the targets per area kind. */
export const facIotCfgSchema = z.object({
  areas: z.array(z.object({ area_id: z.number(), name: z.string(), field_name: z.string(), kind: areaKindSchema, gw_ids: z.array(z.number()) })),
  gateways: z.array(z.object({ gw_id: z.number(), sn: z.string(), name: z.string(), area_id: z.number().nullable(), online: z.boolean() })),
  targets: z.array(climateTargetsSchema),
});
export const setAreaGatewaysBodySchema = z.object({
  fid: fidSchema,
  area_id: areaIdSchema,
  gw_ids: z.array(idSchema('网关编号', 'gw_id')).max(50, '一个区域最多关联 50 个网关'),
});
export type FacIotCfg = z.infer<typeof facIotCfgSchema>;
export type AreaOptions = z.infer<typeof areaOptionsSchema>;

// ── Calls ─────────────────────────────────────────────────────────────────────────────────────────
const fac = pageCallsOf('工厂设置', 'cfg.fac');

export const getFacCfg = fac.list.post('/api/get_fac_cfg', { summary: '工厂信息（名称、位置、天气代码、Logo、用途、种植类型、模块）', body: facBodySchema, data: facCfgSchema });
export const uploadFacLogo = fac.edit.upload('/api/upload_fac_logo', { summary: '上传工厂 Logo（?fid=；multipart 字段 file；PNG/JPEG/WebP 按内容识别，≤ 2 MiB；存为 256 px 以内的 WebP，旧 Logo 删除）', fields: facRefBodySchema, file: { maxBytes: FAC_LOGO_MAX_BYTES, what: 'Logo 图片' }, data: facLogoSchema, msg: 'Logo 已更新' });
export const updateFacCfg = fac.edit.post('/api/update_fac_cfg', { summary: '修改工厂信息与模块（菜单和顶栏在重新读取 get_user_info 后即显示）', body: updateFacCfgBodySchema, data: facCfgSchema, msg: '工厂信息已保存' });

/** 厂房 and 区域 (/cfg/factory/field, /cfg/factory/areas); their lists: factory-cfg-lists.ts; 区域详情: factory-area-detail.api.ts. */
export const saveFacField = fac.edit.post('/api/save_fac_field', { summary: '新增或修改厂房（同名 409）', body: saveFieldBodySchema, data: fieldSchema, msg: '厂房已保存' });
export const deleteFacField = fac.edit.post('/api/delete_fac_field', { summary: '删除厂房（还有区域时 409）', body: fieldRefBodySchema, data: null, msg: '厂房已删除' });

export const saveFacArea = fac.edit.post('/api/save_fac_area', { summary: '新增或修改区域（容量少于现有盘数、有批次时改类型或停用：409）', body: saveAreaBodySchema, data: areaSchema, msg: '区域已保存' });
export const deleteFacArea = fac.edit.post('/api/delete_fac_area', { summary: '删除区域（有批次记录或关联网关时 409，请停用）', body: areaRefBodySchema, data: null, msg: '区域已删除' });
/** The area picker of every page: any member of the factory. */
export const getFacAreaOptions = fac.post('/api/get_fac_area_options', { access: callAccess.member, summary: '厂房 → 区域选择器（含停用的，带状态和空位）', body: facBodySchema, data: areaOptionsSchema });

/** /cfg/factory/iot-cfg: which gateways give each area's climate, and the targets per area kind. */
const iotCfg = pageCallsOf('物联网配置', 'cfg.iot');
export const getFacIotCfg = iotCfg.list.post('/api/get_fac_iot_cfg', { summary: '区域与网关的对应、各类区域的环境目标', body: facBodySchema, data: facIotCfgSchema });
export const setFacAreaGateways = iotCfg.edit.post('/api/set_fac_area_gateways', { summary: '设置区域的环境网关（网关从原区域移来；未列出的解除关联）', body: setAreaGatewaysBodySchema, data: null, msg: '区域网关已保存' });
export const saveAreaClimateTargets = iotCfg.edit.post('/api/save_area_climate_targets', { summary: '保存一类区域的环境目标（每项上下限可空，下限不大于上限）', body: saveClimateTargetsBodySchema, data: climateTargetsSchema, msg: '环境目标已保存' });
