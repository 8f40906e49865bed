import { FAC_MODULES, FAC_MODULE_LABELS, type FacCfg, type updateFacCfgBodySchema } from '@pfs/domain/factory-cfg';
import type { z } from 'zod';
import { notFound } from '../../lib/app-error.js';
import type { AccessCache } from '../../plugins/access-cache.js';
import { toFac } from '../facility/index.js';
import type { SyslogService } from '../syslog/index.js';
import type { FactoryCfgRepository } from './factory-cfg.repository.js';
import type { LogoStore } from './logo-store.js';

export type UpdateFacCfg = z.output<typeof updateFacCfgBodySchema>;

const FIELD_LABELS: [keyof FacCfg, string][] = [
  ['fac_name', '名称'],
  ['short_name', '简称'],
  ['city_district', '城市区县'],
  ['loc', '经纬度'],
  ['poi', '地点'],
  ['heweather_key', '天气城市代码'],
  ['faci_usage', '用途'],
  ['plant_types', '种植类型'],
  ['modules', '模块'],
];

/**
 * 工厂信息: the factory's own fields, its modules (by mcode) and logo. The shell reads them from get_user_info,
 * whose cached copy is dropped on every change so the menus and the top bar show it at the next load.
 */
export class FactoryCfgService {
  constructor(
    private readonly repo: FactoryCfgRepository,
    private readonly logos: LogoStore,
    private readonly syslog: SyslogService,
    private readonly cache: AccessCache,
  ) {}

  async get(fid: number): Promise<FacCfg> {
    const f = await this.repo.get(fid);
    if (!f) throw notFound('工厂不存在');
    return toFac(f);
  }

  async update(b: UpdateFacCfg, uid: number): Promise<FacCfg> {
    const before = await this.get(b.fid);
    // Module order follows the product's list, whatever order the form sent.
    const mcodes = FAC_MODULES.filter((m) => b.mcodes.includes(m));
    const plantTypes = [...new Set(b.plant_types)];
    await this.repo.update(
      b.fid,
      {
        facName: b.fac_name,
        shortName: b.short_name,
        cityDistrict: b.city_district,
        loc: b.loc,
        poi: b.poi,
        heweatherKey: b.heweather_key,
        faciUsage: b.faci_usage,
        plantTypes,
      },
      mcodes.map((mcode) => ({ mcode, name: FAC_MODULE_LABELS[mcode] })),
    );
    await this.cache.facsChanged();
    const after = await this.get(b.fid);
    const changed = FIELD_LABELS.filter(([k]) => JSON.stringify(before[k]) !== JSON.stringify(after[k])).map(([, l]) => l);
    if (changed.length > 0) {
      const mods = after.modules.map((m) => m.name).join('、') || '无';
      await this.syslog.facEvent({ fid: b.fid, uid, type: 'setting', detail: `修改工厂信息：${changed.join('、')}（模块：${mods}）` });
    }
    return after;
  }

  async setLogo(fid: number, bytes: Buffer, uid: number): Promise<{ logo_name: string }> {
    const before = await this.get(fid);
    const name = await this.logos.save(fid, bytes);
    await this.repo.setLogo(fid, name);
    if (before.logo_name) await this.logos.remove(fid, before.logo_name);
    await this.cache.facsChanged();
    await this.syslog.facEvent({ fid, uid, type: 'setting', detail: '更换工厂 Logo' });
    return { logo_name: name };
  }
}
