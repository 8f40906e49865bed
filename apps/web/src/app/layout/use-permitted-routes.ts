import { useMemo } from 'react';
import { filterRoutes, flattenRoutes } from '../../lib/route-filter';
import { usePermissionCodes } from '../../lib/auth-store';
import { ROUTE_TABLE } from '../route-table';

const ALL_PAGES = flattenRoutes(ROUTE_TABLE);

/** Regenerated whenever the current factory role (and so its codes) changes — spec §2. */
export function usePermittedRoutes() {
  const codes = usePermissionCodes();
  return useMemo(() => {
    const tree = filterRoutes(ROUTE_TABLE, codes);
    return { tree, pages: flattenRoutes(tree), allPages: ALL_PAGES };
  }, [codes]);
}
