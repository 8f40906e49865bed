import { holdsAnyCode, PUBLIC_PATHS, PUBLIC_PATH_PREFIXES, SITE_TITLE } from '@pfs/domain';

/** The shape the route table and the filters share; components live in app/route-table.tsx. */
export type RouteNode<C = unknown> = {
  path: string;
  title: string;
  icon?: string;
  /** Required codes: the route stays if the role holds at least one (spec §2). */
  perms?: string[];
  /** The facility module (mcode, spec §6) the route belongs to; children inherit it. */
  module?: ModuleCode;
  /** Heading the entry is listed under in its section's menu (long sections only). */
  menuGroup?: string;
  hidden?: boolean;
  /** Pinned tab (home). */
  affix?: boolean;
  component?: C;
  children?: RouteNode<C>[];
};

/** Facility modules that carry menu sections (spec §2 facility module list, mcode). */
export type ModuleCode = 'iot' | 'si' | 'mes' | 'screen';
export const MODULE_LABELS: Record<ModuleCode, string> = { iot: '物联网', si: '日常巡检', mes: '生产控制', screen: '展示大屏' };

/**
 * What menus and quick links offer: entries not hidden (details, debug pages, pages still being built), and only
 * sections with at least one such entry left. Hidden routes still open by URL.
 */
export function menuRoutes<C>(routes: RouteNode<C>[]): RouteNode<C>[] {
  const out: RouteNode<C>[] = [];
  for (const r of routes) {
    if (r.hidden) continue;
    const children = r.children ? menuRoutes(r.children) : undefined;
    if (r.children && r.children.length > 0 && children!.length === 0 && !r.component) continue;
    out.push({ ...r, children });
  }
  return out;
}

/**
 * Spec §2/§6: filter recursively; a route with a perms list stays only if the role holds one of them,
 * and a route of a module stays only if the factory has that module. Without `modules` only codes count.
 */
export function filterRoutes<C>(routes: RouteNode<C>[], codes: readonly string[], modules?: readonly string[]): RouteNode<C>[] {
  const out: RouteNode<C>[] = [];
  for (const r of routes) {
    if (r.perms && r.perms.length > 0 && !holdsAnyCode(codes, r.perms)) continue;
    if (modules && r.module && !modules.includes(r.module)) continue;
    const children = r.children ? filterRoutes(r.children, codes, modules) : undefined;
    // A section whose every child was filtered out has nothing to show.
    if (r.children && r.children.length > 0 && children!.length === 0 && !r.component) continue;
    out.push({ ...r, children });
  }
  return out;
}

/** Leaf pages with their full paths and the chain of titles above them (for breadcrumbs). */
export type FlatRoute<C> = RouteNode<C> & { trail: { path: string; title: string }[] };

/** Leaves carry the module of their section, so a page opened by URL knows which module it needs. */
export function flattenRoutes<C>(routes: RouteNode<C>[], parents: { path: string; title: string }[] = [], module?: ModuleCode): FlatRoute<C>[] {
  return routes.flatMap((r) => {
    const trail = [...parents, { path: r.path, title: r.title }];
    const own = r.module ?? module;
    const self = r.component ? [{ ...r, module: own, trail }] : [];
    return [...self, ...(r.children ? flattenRoutes(r.children, trail, own) : [])];
  });
}

/**
 * Why a path has no page for this role in this factory: 'module' when the factory lacks the page's module
 * (whatever the role), 'forbidden' when the role lacks its codes, 'unknown' when no such page exists.
 */
export function whyUnavailable<C>(allPages: FlatRoute<C>[], pathname: string, modules: readonly string[]): 'module' | 'forbidden' | 'unknown' {
  const page = allPages.find((p) => p.path === pathname);
  if (!page) return 'unknown';
  return page.module && !modules.includes(page.module) ? 'module' : 'forbidden';
}

/** Spec §2: /login and /h5wrap, and the public screen and trace prefixes, need no login. */
export function isPublicPath(pathname: string): boolean {
  if ((PUBLIC_PATHS as readonly string[]).some((p) => pathname === p || pathname.startsWith(`${p}/`))) return true;
  return PUBLIC_PATH_PREFIXES.some((p) => pathname.startsWith(p));
}

/** Spec §1: route title plus the site title. */
export const pageTitle = (title?: string) => (title ? `${title} - ${SITE_TITLE}` : SITE_TITLE);
