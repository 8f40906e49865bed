import { Activity, Suspense, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { ProgressFallback } from '../../components/progress-fallback';
import { useTabsStore } from '../../lib/tabs-store';
import type { FlatRoute } from '../../lib/route-filter';
import type { PageComponent } from '../route-table';
import { HOME_PATH } from '../route-table';
import ForbiddenPage from '../../features/errors/pages/forbidden-page';

type Page = FlatRoute<PageComponent>;

/**
 * Renders the current page and keeps recently visited ones alive but hidden (React <Activity>),
 * keyed by path + query, so a half-filled form survives a tab switch. Hidden pages pause their effects.
 */
export function KeepAliveContent({ pages, allPages }: { pages: Page[]; allPages: Page[] }) {
  const { pathname, search } = useLocation();
  const key = pathname + search;
  const current = pages.find((p) => p.path === pathname);
  const cached = useTabsStore((s) => s.cached);
  const generation = useTabsStore((s) => s.generation);
  const visit = useTabsStore((s) => s.visit);

  useEffect(() => {
    if (current) visit({ key, path: pathname, title: current.title, affix: current.affix });
  }, [current, key, pathname, visit]);

  if (pathname === '/' || pathname === '') return <Navigate to={HOME_PATH} replace />;
  // Spec §2: a typed URL of a page the role may not open shows 403; an unknown path goes to /404.
  if (!current) return allPages.some((p) => p.path === pathname) ? <ForbiddenPage embedded /> : <Navigate to="/404" replace />;

  const keys = cached.includes(key) ? cached : [...cached, key];
  return (
    <>
      {keys.map((k) => {
        const path = k.split('?')[0];
        const page = pages.find((p) => p.path === path);
        if (!page?.component) return null;
        const Component = page.component;
        return (
          <Activity key={`${k}#${generation[k] ?? 0}`} mode={k === key ? 'visible' : 'hidden'}>
            <Suspense fallback={<ProgressFallback />}>
              <Component />
            </Suspense>
          </Activity>
        );
      })}
    </>
  );
}
