import { Activity, Suspense, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { ProgressFallback } from '@/components/progress-fallback';
import { PageErrorBoundary } from '@/components/page-error-boundary';
import { useTabsStore } from '@/lib/tabs-store';
import type { FlatRoute } from '@/lib/route-filter';
import type { PageComponent } from '../route-table';
import { HOME_PATH } from '../route-table';
import ForbiddenPage from '@/features/errors/pages/forbidden-page';
import NotFoundPage from '@/features/errors/pages/not-found-page';
import { ModuleMissing } from '@/features/errors/components/module-missing';
import { MODULE_LABELS, whyUnavailable } from '@/lib/route-filter';
import { useCurrentFac } from '@/lib/auth-store';
import { pageKey } from '@/lib/view-params/view-params';

type Page = FlatRoute<PageComponent>;

/**
 * Renders the current page and keeps recently visited ones alive but hidden (React <Activity>),
 * keyed by path + query, so a half-filled form survives a tab switch. Hidden pages pause their effects.
 * View params (time range, chosen points) are not part of the key: changing them is the same page.
 */
export function KeepAliveContent({ pages, allPages, modules }: { pages: Page[]; allPages: Page[]; modules: readonly string[] }) {
  const { pathname, search } = useLocation();
  const fac = useCurrentFac();
  const key = pageKey(pathname, search);
  const current = pages.find((p) => p.path === pathname);
  const cached = useTabsStore((s) => s.cached);
  const generation = useTabsStore((s) => s.generation);
  const visit = useTabsStore((s) => s.visit);

  useEffect(() => {
    if (current) visit({ key, path: pathname, url: pathname + search, title: current.title, affix: current.affix });
  }, [current, key, pathname, search, visit]);

  if (pathname === '/' || pathname === '') return <Navigate to={HOME_PATH} replace />;
  // Logged in, /404 is shown inside the shell like 403.
  if (pathname === '/404') return <NotFoundPage embedded />;
  // Spec §2/§6: a typed URL of a module the factory lacks says so, one the role may not open shows 403,
  // an unknown path goes to /404.
  if (!current) {
    const why = whyUnavailable(allPages, pathname, modules);
    if (why === 'unknown') return <Navigate to="/404" replace />;
    if (why === 'forbidden') return <ForbiddenPage embedded />;
    const page = allPages.find((p) => p.path === pathname)!;
    return <ModuleMissing moduleName={MODULE_LABELS[page.module!]} pageTitle={page.title} facName={fac?.fac_name} />;
  }

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
            <PageErrorBoundary embedded>
              <Suspense fallback={<ProgressFallback />}>
                <Component />
              </Suspense>
            </PageErrorBoundary>
          </Activity>
        );
      })}
    </>
  );
}
