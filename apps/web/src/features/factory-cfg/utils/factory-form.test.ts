import { describe, expect, it } from 'vitest';
import { updateFacCfgBodySchema, type FacCfg } from '@pfs/domain/factory-cfg';
import { moduleChanges, toFactoryForm, toUpdateFacCfgBody } from './factory-form';

/** Where the factory stands: district, map point, place name and weather station. */
const site = { city_district: '上海市浦东新区', loc: '121.60,31.20', poi: '张江高科技园区', heweather_key: '101020600' };
/** Its modules, one of them a code the page does not know. */
const modules = [
  { mcode: 'iot', name: '物联网' },
  { mcode: 'screen', name: '展示大屏' },
  { mcode: 'legacy', name: '旧模块' },
];
const cfg: FacCfg = {
  fid: 1,
  fac_name: '示范植物工厂',
  short_name: '示范工厂',
  for_test: false,
  logo_name: '',
  ...site,
  faci_usage: 'PL',
  plant_types: ['PL', 'XX'],
  modules,
};

describe('工厂信息 form mapping', () => {
  it('reads modules by mcode and drops codes it does not know', () => {
    expect(toFactoryForm(cfg)).toMatchObject({ plant_types: ['PL'], mcodes: ['iot', 'screen'], loc: '121.60,31.20' });
  });

  it('writes a body the server accepts: trimmed, modules and types in the product order, a Chinese comma in the location fixed', () => {
    const body = toUpdateFacCfgBody(1, {
      ...toFactoryForm(cfg),
      fac_name: ' 示范二期 ',
      loc: '121.6， 31.2',
      mcodes: ['screen', 'iot', 'si'],
      plant_types: ['SP', 'PL'],
    });
    expect(body).toMatchObject({ fac_name: '示范二期', loc: '121.6,31.2', mcodes: ['iot', 'si', 'screen'], plant_types: ['PL', 'SP'] });
    expect(updateFacCfgBodySchema.safeParse(body).success).toBe(true);
  });

  it('lists the modules a save switches on and off', () => {
    expect(moduleChanges(cfg, ['iot', 'mes'])).toEqual({ added: ['mes'], removed: ['screen'] });
  });
});
