import type { z } from 'zod';
import type { SysFactory, saveSysFactoryBodySchema } from '@pfs/domain/sys-factory';
import { conflict } from '../../lib/app-error.js';
import type { AccessCache } from '../../plugins/access-cache.js';
import type { SysFactoryRepository } from './sys-factory.repository.js';

export type SaveSysFactory = z.output<typeof saveSysFactoryBodySchema>;

/**
 * 管理后台 → 工厂管理: a super admin sees every factory and creates new ones. A new factory is usable at once: its
 * role templates exist, its creator is its 厂长, and the creator's cached access is dropped on every instance.
 */
export class SysFactoryService {
  constructor(
    private readonly repo: SysFactoryRepository,
    private readonly cache: AccessCache,
  ) {}

  async list(): Promise<SysFactory[]> {
    const rows = await this.repo.list();
    return rows.map((r) => ({
      fid: r.fid,
      fac_name: r.facName,
      short_name: r.shortName,
      for_test: r.forTest,
      city_district: r.cityDistrict,
      faci_usage: r.faciUsage,
      plant_types: r.plantTypes,
      modules: r.modules,
      member_ct: r.memberCt,
      created_at: r.createdAt.toISOString(),
    }));
  }

  async create(b: SaveSysFactory, creator: { uid: number; uniNo: string }): Promise<{ fid: number }> {
    const fid = await this.repo.create(
      {
        facName: b.name,
        shortName: b.short_name,
        forTest: b.for_test,
        cityDistrict: b.city_district,
        loc: b.loc,
        poi: b.poi,
        heweatherKey: b.heweather_key,
        faciUsage: b.faci_usage,
        plantTypes: [...new Set(b.plant_types)],
      },
      b.mcodes,
      creator,
    );
    if (fid === null) throw conflict(`已有名为「${b.name}」的工厂，请换一个名称`);
    // The creator's factory list and codes changed: the top bar's switcher shows the factory at the next load.
    await this.cache.accessChanged();
    return { fid };
  }
}
