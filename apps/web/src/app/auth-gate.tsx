import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { LAST_VER_KEY, VERSION_RELOAD_DELAY_MS } from '@pfs/domain';
import { feedback } from '@/lib/feedback';
import { useAuthStore } from '@/lib/auth-store';
import { ProgressFallback } from '@/components/progress-fallback';
import { isPageUnloading } from '@/lib/page-unload';

/** Spec §4/§8: a stored last_ver that is missing or differs → warn and reload once (the new one is stored first). */
export function checkVersion(serverVersion: string): boolean {
  if (!serverVersion || localStorage.getItem(LAST_VER_KEY) === serverVersion) return false;
  localStorage.setItem(LAST_VER_KEY, serverVersion);
  feedback.message.warning('发现更新，页面刷新...');
  setTimeout(() => location.reload(), VERSION_RELOAD_DELAY_MS);
  return true;
}

/**
 * Spec §2 navigation guard for everything inside the shell: no token → /login?redirect=…;
 * a token without loaded user info → load it once, then continue; on failure clear the token,
 * show the error (or 出现错误) and go to /login with the redirect.
 */
export function AuthGate({ children }: { children: ReactNode }) {
  const token = useAuthStore((s) => s.token);
  const user = useAuthStore((s) => s.user);
  const location = useLocation();
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);
  const redirect = encodeURIComponent(location.pathname + location.search);

  useEffect(() => {
    if (!token || user) return;
    let cancelled = false;
    useAuthStore
      .getState()
      .getInfo()
      // Not guarded by `cancelled`: getInfo stores the user first, which re-runs this effect (its cleanup) before this
      // callback whenever the shell's code is already there — the answer still belongs to this load.
      .then((info) => checkVersion(info.sys_version))
      .catch((err: unknown) => {
        // A reload cut the request off: the session is fine, the next page load asks again.
        if (cancelled || isPageUnloading()) return;
        useAuthStore.getState().resetToken();
        const text = err instanceof Error && err.message ? err.message : '出现错误';
        feedback.message.error(text);
        setFailed(true);
        void navigate(`/login?redirect=${redirect}`, { replace: true });
      });
    return () => {
      cancelled = true;
    };
  }, [token, user, navigate, redirect]);

  if (!token || failed) return <Navigate to={`/login?redirect=${redirect}`} replace />;
  if (!user) return <ProgressFallback />;
  return <>{children}</>;
}
