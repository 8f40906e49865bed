import { useMemo } from 'react';
import { filterRoutes, flattenRoutes } from '@/lib/route-filter';
import { useAuthStore, usePermissionCodes } from '@/lib/auth-store';
import { ROUTE_TABLE } from '../route-table';

const ALL_PAGES = flattenRoutes(ROUTE_TABLE);
const NO_MODULES: { mcode: string }[] = [];

/** Regenerated whenever the current factory role (its codes, its factory's modules) changes — spec §2, §6. */
export function usePermittedRoutes() {
  const codes = usePermissionCodes();
  const facModules = useAuthStore((s) => s.crtFacRole?.fac.modules ?? NO_MODULES);
  return useMemo(() => {
    const modules = facModules.map((m) => m.mcode);
    const tree = filterRoutes(ROUTE_TABLE, codes, modules);
    return { tree, pages: flattenRoutes(tree), allPages: ALL_PAGES, modules };
  }, [codes, facModules]);
}
