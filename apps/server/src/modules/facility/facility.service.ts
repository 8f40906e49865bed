import type { Fac } from '@pfs/domain/auth';
import type { FacilityRepository, FacilityWithModules } from './facility.repository.js';

export const toFac = (f: FacilityWithModules): Fac => ({
  fid: f.fid,
  fac_name: f.facName,
  short_name: f.shortName,
  for_test: f.forTest,
  city_district: f.cityDistrict,
  loc: f.loc,
  poi: f.poi,
  heweather_key: f.heweatherKey,
  logo_name: f.logoName,
  faci_usage: f.faciUsage,
  plant_types: f.plantTypes,
  modules: f.modules,
});

/** An area as the replies that list areas name it (its id, its name, its field's name), mapped once for all of them. */
export const areaRef = (a: { areaId: number; name: string; fieldName: string }) => ({ area_id: a.areaId, name: a.name, field_name: a.fieldName });

export class FacilityService {
  constructor(private readonly repo: FacilityRepository) {}

  async getFacs(fids: number[]): Promise<Map<number, Fac>> {
    const rows = await this.repo.listByIds(fids);
    return new Map(rows.map((r) => [r.fid, toFac(r)]));
  }

  /** The mcodes a factory has switched on. */
  modulesOf(fid: number): Promise<string[]> {
    return this.repo.modulesOf(fid);
  }
}
