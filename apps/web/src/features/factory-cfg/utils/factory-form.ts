import { FAC_MODULES, PLANT_TYPES, type FacCfg } from '@pfs/domain/factory-cfg';
import type { UpdateFacCfgBody } from '../api/update-fac-cfg';

export type FacModule = (typeof FAC_MODULES)[number];
export type PlantType = (typeof PLANT_TYPES)[number];

/** What the 工厂信息 form edits. */
export type FactoryFormValues = {
  fac_name: string;
  short_name: string;
  city_district: string;
  loc: string;
  poi: string;
  heweather_key: string;
  faci_usage: 'PL';
  plant_types: PlantType[];
  mcodes: FacModule[];
};

const isModule = (m: string): m is FacModule => (FAC_MODULES as readonly string[]).includes(m);
const isPlantType = (t: string): t is PlantType => (PLANT_TYPES as readonly string[]).includes(t);

/** The saved factory as form values: modules by mcode; codes this version does not know are dropped, not sent back. */
export function toFactoryForm(cfg: FacCfg): FactoryFormValues {
  return {
    fac_name: cfg.fac_name,
    short_name: cfg.short_name,
    city_district: cfg.city_district,
    loc: cfg.loc,
    poi: cfg.poi,
    heweather_key: cfg.heweather_key,
    faci_usage: 'PL',
    plant_types: cfg.plant_types.filter(isPlantType),
    mcodes: cfg.modules.map((m) => m.mcode).filter(isModule),
  };
}

/** Form values as update_fac_cfg takes them: text trimmed, 「121.6， 31.2」 written the way the server reads it. */
export function toUpdateFacCfgBody(fid: number, v: FactoryFormValues): UpdateFacCfgBody {
  return {
    fid,
    fac_name: v.fac_name.trim(),
    short_name: (v.short_name ?? '').trim(),
    city_district: (v.city_district ?? '').trim(),
    loc: (v.loc ?? '').replaceAll('，', ',').replace(/\s+/g, ''),
    poi: (v.poi ?? '').trim(),
    heweather_key: (v.heweather_key ?? '').trim(),
    faci_usage: v.faci_usage,
    plant_types: PLANT_TYPES.filter((t) => v.plant_types?.includes(t)),
    mcodes: FAC_MODULES.filter((m) => v.mcodes?.includes(m)),
  };
}

/** Modules switched off or on by a save, for the confirmation before it: the menus they carry appear or disappear. */
export function moduleChanges(before: FacCfg, mcodes: readonly FacModule[]): { added: FacModule[]; removed: FacModule[] } {
  const had = new Set(before.modules.map((m) => m.mcode));
  return { added: mcodes.filter((m) => !had.has(m)), removed: FAC_MODULES.filter((m) => had.has(m) && !mcodes.includes(m)) };
}
