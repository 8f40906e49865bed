import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes, useLocation, useParams } from 'react-router';
import { ProgressFallback } from '@/components/progress-fallback';
import { PageErrorBoundary } from '@/components/page-error-boundary';
import { useAuthStore } from '@/lib/auth-store';
import { AuthGate } from './auth-gate';
import { useDocumentTitle } from './use-document-title';
import { lazyPage, preloadComponent } from '@/lib/lazy-page';
import { chunksToPreload, preloadRoutePage } from './preload-route';

const LoginPage = lazyPage(() => import('@/features/auth/pages/login-page'));
const ForbiddenPage = lazy(() => import('@/features/errors/pages/forbidden-page'));
const NotFoundPage = lazy(() => import('@/features/errors/pages/not-found-page'));
const H5WrapPage = lazy(() => import('@/features/errors/pages/h5-wrap-page'));
const PublicScreenPage = lazy(() => import('@/features/screen/pages/public-screen-page'));
const ScreenPage = lazy(() => import('@/features/screen/pages/screen-page'));
const TracePage = lazy(() => import('@/features/trace/pages/trace-page'));
const AppShell = lazyPage(() => import('./layout/app-shell'));
const AdminApp = lazyPage(() => import('@/features/admin/pages/admin-app'));

/** Called once at boot: fetches what the first screen needs in parallel with the session check. */
export function preloadFirstScreen(pathname: string, signedIn: boolean): void {
  const parts = chunksToPreload(pathname, signedIn);
  if (parts.includes('login')) preloadComponent(LoginPage);
  if (parts.includes('shell')) preloadComponent(AppShell);
  if (parts.includes('page')) preloadRoutePage(pathname);
}

/** Spec §2 /redirect/:path — used by the tab menu's 刷新 to remount a page. */
function RedirectPage() {
  const { '*': rest } = useParams();
  const { search } = useLocation();
  return <Navigate to={`/${rest ?? ''}${search}`} replace />;
}

/**
 * Everything else is the shell. Logged in, /404 sits inside it (sidebar and top bar) like 403 — the same
 * element, so the shell and its cached pages stay mounted; logged out, /404 stands on its own.
 */
function ShellRoute() {
  const token = useAuthStore((s) => s.token);
  const { pathname } = useLocation();
  if (!token && pathname === '/404') return <NotFoundPage />;
  return (
    <AuthGate>
      <AppShell />
    </AuthGate>
  );
}

/** 管理后台 (user menu 「进入管理后台」): signed in like the shell, its own frame. */
function AdminRoute() {
  return (
    <AuthGate>
      <AdminApp />
    </AuthGate>
  );
}

function LoginRoute() {
  const token = useAuthStore((s) => s.token);
  // Spec §2: a logged-in user opening /login is sent to /.
  return token ? <Navigate to="/" replace /> : <LoginPage />;
}

export function AppRouter() {
  useDocumentTitle();
  // The shell, the login page and the public pages are chunks too: one that fails to load says so with a reload button.
  return (
    <PageErrorBoundary>
      <Suspense fallback={<ProgressFallback />}>
        <Routes>
          <Route path="/login" element={<LoginRoute />} />
          <Route path="/403" element={<ForbiddenPage />} />
          <Route path="/redirect/*" element={<RedirectPage />} />
          <Route path="/h5wrap/*" element={<H5WrapPage />} />
          <Route path="/screen/:fid" element={<ScreenPage variant="auto" />} />
          <Route path="/screendv/:fid" element={<ScreenPage variant="auto" />} />
          <Route path="/scdv/dft/:fid" element={<ScreenPage variant="default" />} />
          <Route path="/scdv/iotexp/:fid" element={<ScreenPage variant="iotexp" />} />
          <Route path="/scdv/bhcm/:fid" element={<ScreenPage variant="bhcm" />} />
          <Route path="/screenrexp/:fid/:sn" element={<PublicScreenPage kind="策略展示屏" />} />
          <Route path="/trace/:tid" element={<TracePage />} />
          <Route path="/admin/*" element={<AdminRoute />} />
          <Route path="*" element={<ShellRoute />} />
        </Routes>
      </Suspense>
    </PageErrorBoundary>
  );
}
