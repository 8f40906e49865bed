import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { flattenRoutes, pageTitle } from '@/lib/route-filter';
import { progress } from '@/components/progress';
import { ROUTE_TABLE } from './route-table';

const STATIC_TITLES: Record<string, string> = {
  '/login': '登录',
  '/403': '无权访问',
  '/404': '页面不存在',
  '/h5wrap': '移动端',
};
const flat = flattenRoutes(ROUTE_TABLE);

export function titleOf(pathname: string): string | undefined {
  if (pathname.startsWith('/trace/')) return '订单溯源';
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return '管理后台';
  if (/^\/(screen|screendv|scdv|screenrexp)\//.test(pathname)) return '展示大屏';
  return STATIC_TITLES[pathname] ?? flat.find((r) => r.path === pathname)?.title;
}

/** Spec §2: the document title is the route title plus the site title; a progress bar on every navigation. */
export function useDocumentTitle() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    document.title = pageTitle(titleOf(pathname));
    if (first.current) {
      first.current = false;
      return;
    }
    progress.start();
    const t = setTimeout(() => progress.done(), 150);
    return () => {
      clearTimeout(t);
      progress.done();
    };
  }, [pathname]);
}
