import { createContext, useContext } from 'react';
import type { RouteNode } from '@/lib/route-filter';

/** The menu tree and the pages the current role opens. */
export type PermittedRoutes<T = unknown> = { tree: RouteNode<T>[]; pages: RouteNode<T>[] };

/**
 * The shell provides what it computed from the route table, so a page listed in that table (the dashboard) reads the
 * permitted routes without importing the table back.
 */
export const PermittedRoutesContext = createContext<PermittedRoutes>({ tree: [], pages: [] });

export const usePermittedRouteTree = () => useContext(PermittedRoutesContext);
