import { flattenRoutes, isPublicPath } from '@/lib/route-filter';
import { preloadComponent } from '@/lib/lazy-page';
import { HOME_PATH, ROUTE_TABLE } from './route-table';

/** The console page a path opens ('/' is home), or undefined for paths outside the route table. */
export function consolePageFor(pathname: string) {
  const path = pathname === '/' || pathname === '' ? HOME_PATH : pathname;
  return flattenRoutes(ROUTE_TABLE).find((p) => p.path === path);
}

/**
 * What a freshly loaded document will render first, so its chunks can be fetched while the session is being
 * checked rather than after: the shell plus the console page for a signed-in deep link, else the login page.
 * Public screens load their own page and are left alone.
 */
export function chunksToPreload(pathname: string, signedIn: boolean): ('login' | 'shell' | 'page')[] {
  if (pathname === '/login') return signedIn ? [] : ['login'];
  if (isPublicPath(pathname)) return [];
  if (!signedIn) return ['login'];
  return consolePageFor(pathname) ? ['shell', 'page'] : ['shell'];
}

export function preloadRoutePage(pathname: string): void {
  preloadComponent(consolePageFor(pathname)?.component);
}
