import { describe, expect, it } from 'vitest';
import { filterRoutes, flattenRoutes, isPublicPath, pageTitle, type RouteNode } from './route-filter';

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
