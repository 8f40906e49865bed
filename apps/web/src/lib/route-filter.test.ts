import { describe, expect, it } from 'vitest';
import { filterRoutes, flattenRoutes, isPublicPath, pageTitle, whyUnavailable, type RouteNode } from './route-filter';
import { ROUTE_TABLE } from '@/app/route-table';

const table: RouteNode<string>[] = [
  { path: '/dashboard', title: '首页', component: 'home', affix: true },
  {
    path: '/plant',
    title: '种植管理',
    perms: ['plant.list', 'sales.list'],
    children: [
      { path: '/plant/index', title: '概览', perms: ['plant.list'], component: 'p' },
      { path: '/plant/sales', title: '订单排产', perms: ['sales.list'], component: 's' },
      { path: '/plant/batch_delete', title: '删除批次', perms: ['plant.edit'], component: 'd', hidden: true },
    ],
  },
  { path: '/cfg', title: '设置', perms: ['auth.list'], children: [{ path: '/cfg/member', title: '成员', perms: ['auth.list'], component: 'm' }] },
  { path: '/other', title: '其他', children: [{ path: '/other/dev', title: '调试', component: 'dev' }] },
];

describe('filterRoutes', () => {
  it('keeps routes whose perms the role holds any one of, recursively', () => {
    const r = filterRoutes(table, ['plant.list']);
    expect(flattenRoutes(r).map((x) => x.path)).toEqual(['/dashboard', '/plant/index', '/other/dev']);
  });
  it('drops a section whose children are all filtered out', () => {
    const r = filterRoutes([{ path: '/x', title: 'x', children: [{ path: '/x/a', title: 'a', perms: ['a'], component: 'a' }] }], ['b']);
    expect(r).toEqual([]);
  });
  it('keeps routes without perms for everyone', () => {
    expect(flattenRoutes(filterRoutes(table, [])).map((x) => x.path)).toEqual(['/dashboard', '/other/dev']);
  });
  it('gives every leaf its breadcrumb trail', () => {
    const leaf = flattenRoutes(table).find((x) => x.path === '/plant/sales')!;
    expect(leaf.trail.map((t) => t.title)).toEqual(['种植管理', '订单排产']);
  });
});

describe('filterRoutes by facility module (mcode)', () => {
  const modTable: RouteNode<string>[] = [
    { path: '/dashboard', title: '首页', component: 'home' },
    { path: '/m01', title: '生产控制', perms: ['mes.list'], module: 'mes', children: [{ path: '/m01/index1', title: '播种设备', perms: ['mes.list'], component: 'a' }] },
    {
      path: '/cfg',
      title: '设置',
      children: [
        { path: '/cfg/member', title: '成员', component: 'm' },
        { path: '/cfg/iotlog', title: '物联网日志', module: 'iot', component: 'l' },
      ],
    },
  ];
  const all = ['mes.list'];
  it('drops a section of a module the factory lacks, whatever the role holds', () => {
    expect(flattenRoutes(filterRoutes(modTable, all, ['iot'])).map((x) => x.path)).toEqual(['/dashboard', '/cfg/member', '/cfg/iotlog']);
    expect(flattenRoutes(filterRoutes(modTable, all, ['mes'])).map((x) => x.path)).toEqual(['/dashboard', '/m01/index1', '/cfg/member']);
  });
  it('ignores modules when none are given (codes only)', () => {
    expect(flattenRoutes(filterRoutes(modTable, all)).map((x) => x.path)).toEqual(['/dashboard', '/m01/index1', '/cfg/member', '/cfg/iotlog']);
  });
  it('says why a typed URL has no page: module missing, forbidden, or unknown', () => {
    const pages = flattenRoutes(modTable);
    expect(pages.find((p) => p.path === '/m01/index1')?.module).toBe('mes');
    expect(whyUnavailable(pages, '/m01/index1', ['iot'])).toBe('module');
    expect(whyUnavailable(pages, '/m01/index1', ['mes'])).toBe('forbidden');
    expect(whyUnavailable(pages, '/nope', ['mes'])).toBe('unknown');
  });
});

describe('the route table and the factory modules', () => {
  const everything = ROUTE_TABLE.flatMap(function codes(r): string[] {
    return [...(r.perms ?? []), ...(r.children ?? []).flatMap(codes)];
  });
  const menu = (modules: string[]) => filterRoutes(ROUTE_TABLE, everything, modules).filter((r) => !r.hidden).map((r) => r.title);
  it('shows 生产控制 only with mes, 日常巡检 only with si, 物联网 only with iot', () => {
    const full = menu(['iot', 'si', 'mes', 'screen']);
    expect(full).toEqual(expect.arrayContaining(['生产控制', '生产工单', '日常巡检', '物联网']));
    // 育苗中心: iot and si.
    const nursery = menu(['iot', 'si']);
    expect(nursery).not.toContain('生产控制');
    expect(nursery).not.toContain('生产工单');
    expect(nursery).toEqual(expect.arrayContaining(['日常巡检', '物联网']));
    const none = menu([]);
    for (const t of ['生产控制', '日常巡检', '物联网']) expect(none).not.toContain(t);
    expect(none).toEqual(expect.arrayContaining(['种植管理', '工厂设置']));
  });
  it('lists the IoT section under its five headings, every visible entry in one (pages still being built are not listed)', () => {
    const iot = ROUTE_TABLE.find((r) => r.path === '/iot')!;
    const visible = iot.children!.filter((c) => !c.hidden);
    expect(visible).toHaveLength(29);
    expect([...new Set(visible.map((c) => c.menuGroup))]).toEqual(['实时', '设备', '策略', '历史与分析', '天气']);
  });
});

describe('isPublicPath', () => {
  it('matches the spec public paths and prefixes', () => {
    for (const p of ['/login', '/h5wrap', '/h5wrap/', '/screen/1', '/screendv/2', '/scdv/dft/1', '/trace/abc']) expect(isPublicPath(p)).toBe(true);
    for (const p of ['/', '/dashboard', '/plant/index', '/screenx', '/loginx', '/cfg/member']) expect(isPublicPath(p)).toBe(false);
  });
});

describe('pageTitle', () => {
  it('joins the route title and the site title', () => {
    expect(pageTitle('成员管理')).toBe('成员管理 - 植物工厂管理平台');
    expect(pageTitle()).toBe('植物工厂管理平台');
  });
});
