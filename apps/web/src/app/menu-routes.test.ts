import { describe, expect, it } from 'vitest';
import { PERMISSION_CODES } from '@pfs/domain';
import { filterRoutes, flattenRoutes, menuRoutes } from '@/lib/route-filter';
import { ROUTE_TABLE } from './route-table';

const ALL_MODULES = ['iot', 'si', 'mes', 'screen'];

describe('menus and quick links', () => {
  const menu = menuRoutes(filterRoutes(ROUTE_TABLE, PERMISSION_CODES, ALL_MODULES));
  const offered = flattenRoutes(menu).map((r) => r.path);

  it('never offer a page that is still being built', () => {
    for (const path of ['/report/index', '/iot/rules_exp_hall', '/other/help']) expect(offered).not.toContain(path);
    for (const s of ['/other']) expect(menu.map((r) => r.path)).not.toContain(s);
  });

  it('offer the equipment pages only with mes.list in a factory with the mes module', () => {
    const paths = (codes: readonly string[], modules: string[]) => flattenRoutes(menuRoutes(filterRoutes(ROUTE_TABLE, codes, modules))).map((r) => r.path);
    expect(paths(PERMISSION_CODES, ['iot', 'si'])).not.toContain('/m01/index1');
    expect(paths(PERMISSION_CODES.filter((c) => !c.startsWith('mes.')), ALL_MODULES)).not.toContain('/m01/index1');
    expect(paths(['mes.list'], ['mes'])).toEqual(expect.arrayContaining(['/m01/index1', '/m01/index2', '/m01/index3']));
  });

  it('offer the built pages, while the pages being built still open by URL', () => {
    for (const path of ['/dashboard', '/plant/index', '/iot/rules', '/cfg/member', '/finished/storage', '/si/plan', '/si/plan_stats_list', '/si/rcd_list', '/si/err_list', '/si/cfg/rule', '/si/cfg/cmcfg', '/report/si']) expect(offered).toContain(path);
    expect(offered).not.toContain('/si/plan_detail');
    expect(offered).toEqual(expect.arrayContaining(['/m01/index1', '/m01/index2', '/m01/index3', '/m02/index1']));
    expect(flattenRoutes(filterRoutes(ROUTE_TABLE, PERMISSION_CODES, ALL_MODULES)).map((r) => r.path)).toContain('/report/index');
  });
});
