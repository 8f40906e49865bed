import { z } from 'zod';
import { textSchema } from '../api/fields.js';
import { facNameView, facSetupView } from '../api/view-fields.js';
import { updateFacCfgBodySchema } from '../factory-cfg/factory-cfg.api.js';
import { emptyBodySchema } from '../api/envelope.js';
import { callAccess, callsAs } from '../contract/call.js';

/**
 * 管理后台 → 工厂管理 (super admins only): every factory of the installation, and a new one. A new factory starts
 * with the role templates, and its creator joins it as 厂长.
 */

export const SYS_FACTORY_NAME_MAX = 64;

const cfg = updateFacCfgBodySchema.shape;

/** POST /api/save_sys_factory: the factory's name and, optionally, what 工厂信息 edits later. */
export const saveSysFactoryBodySchema = z.object({
  name: textSchema('工厂名称', SYS_FACTORY_NAME_MAX, { min: 1, minMsg: '请填写工厂名称' }).refine((s) => s.length >= 2, '工厂名称至少 2 个字符'),
  short_name: cfg.short_name,
  city_district: cfg.city_district,
  loc: cfg.loc,
  poi: cfg.poi,
  heweather_key: cfg.heweather_key,
  faci_usage: cfg.faci_usage,
  plant_types: cfg.plant_types.default(['PL']),
  /** Modules switched on (mcode); the IoT console unless the form says otherwise. */
  mcodes: cfg.mcodes.default(['iot']),
  /** A test factory (测试): shown as such in the top bar. */
  for_test: z.boolean({ error: '测试工厂 for_test 须为 true 或 false' }).default(false),
});
export type SaveSysFactoryBody = z.input<typeof saveSysFactoryBodySchema>;

export const savedSysFactorySchema = z.object({ fid: z.number() });
export type SavedSysFactory = z.infer<typeof savedSysFactorySchema>;

/** A row of 工厂管理. */
export const sysFactorySchema = z.object({
  ...facNameView,
  ...facSetupView,
  member_ct: z.number(),
  created_at: z.iso.datetime(),
});
export type SysFactory = z.infer<typeof sysFactorySchema>;
export const sysFactoryListSchema = z.array(sysFactorySchema);

const adminCalls = callsAs('管理后台', callAccess.superAdmin);

export const getSysFactoryList = adminCalls.post('/api/get_sys_factory_list', { summary: '全部工厂（名称、模块、成员数、创建时间）', body: emptyBodySchema, data: sysFactoryListSchema });

export const saveSysFactory = adminCalls.post('/api/save_sys_factory', { summary: '新建工厂：带角色模板（厂长、种植员……），创建者以厂长加入，无需重启即可切换进入', body: saveSysFactoryBodySchema, data: savedSysFactorySchema });
