import { holdsAnyCode, PUBLIC_PATHS, PUBLIC_PATH_PREFIXES, SITE_TITLE } from '@pfs/domain';

/** The shape the route table and the filters share; components live in app/route-table.tsx. */
export type RouteNode<C = unknown> = {
  path: string;
  title: string;
  icon?: string;
  /** Required codes: the route stays if the role holds at least one (spec §2). */
  perms?: string[];
  hidden?: boolean;
  /** Pinned tab (home). */
  affix?: boolean;
  component?: C;
  children?: RouteNode<C>[];
};

/** Spec §2: filter recursively; a route with a perms list stays only if the role holds one of them. */
export function filterRoutes<C>(routes: RouteNode<C>[], codes: readonly string[]): RouteNode<C>[] {
  const out: RouteNode<C>[] = [];
  for (const r of routes) {
    if (r.perms && r.perms.length > 0 && !holdsAnyCode(codes, r.perms)) continue;
    const children = r.children ? filterRoutes(r.children, codes) : undefined;
    // A section whose every child was filtered out has nothing to show.
    if (r.children && r.children.length > 0 && children!.length === 0 && !r.component) continue;
    out.push({ ...r, children });
  }
  return out;
}

/** Leaf pages with their full paths and the chain of titles above them (for breadcrumbs). */
export type FlatRoute<C> = RouteNode<C> & { trail: { path: string; title: string }[] };

export function flattenRoutes<C>(routes: RouteNode<C>[], parents: { path: string; title: string }[] = []): FlatRoute<C>[] {
  return routes.flatMap((r) => {
    const trail = [...parents, { path: r.path, title: r.title }];
    const self = r.component ? [{ ...r, trail }] : [];
    return [...self, ...(r.children ? flattenRoutes(r.children, trail) : [])];
  });
}

/** Spec §2: /login and /h5wrap, and the public screen and trace prefixes, need no login. */
export function isPublicPath(pathname: string): boolean {
  if ((PUBLIC_PATHS as readonly string[]).some((p) => pathname === p || pathname.startsWith(`${p}/`))) return true;
  return PUBLIC_PATH_PREFIXES.some((p) => pathname.startsWith(p));
}

/** Spec §1: route title plus the site title. */
export const pageTitle = (title?: string) => (title ? `${title} - ${SITE_TITLE}` : SITE_TITLE);
