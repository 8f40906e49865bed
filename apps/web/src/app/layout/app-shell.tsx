import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { MOBILE_BREAKPOINT_PX, SITE_TITLE } from '@pfs/domain';
import { addPageVisitLog } from '@pfs/domain/syslog';
import { useSettingsStore } from '@/lib/settings-store';
import { useAuthStore } from '@/lib/auth-store';
import { lastFacStore } from '@/lib/cookies';
import { callApi } from '@/lib/call-api';
import { framingPath, inPhoneShell } from '@/features/errors/utils/phone-shell';
import { KeepAliveContent } from './keep-alive-content';
import { PhoneShellLayout } from './phone-shell-layout';
import { Sidebar } from './sidebar';
import { TopBar } from './top-bar';
import { TagsView } from './tags-view';
import { SettingsDrawer } from './settings-drawer';
import { usePermittedRoutes } from './use-permitted-routes';
import { PermittedRoutesContext } from '@/lib/permitted-routes-context';
import { useLiveChannel } from '@/lib/live-channel-hook';

/** Spec §4: device is mobile under 992 px. */
function useDeviceWatcher() {
  const setDevice = useSettingsStore((s) => s.setDevice);
  useEffect(() => {
    const mq = window.matchMedia(`(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`);
    const h = () => setDevice(mq.matches ? 'mobile' : 'desktop');
    h();
    mq.addEventListener('change', h);
    return () => mq.removeEventListener('change', h);
  }, [setDevice]);
}

/** Spec §2: the factory chosen in another browser tab → alert, then / and reload. */
function useFactoryChangeWatcher() {
  useEffect(() => {
    const h = () => {
      if (document.visibilityState !== 'visible') return;
      const mine = useAuthStore.getState().crtFacRole?.fac.fid;
      const chosen = lastFacStore.get();
      if (mine && chosen && chosen !== mine) {
        window.alert('选中的工厂已更改，页面需要刷新');
        window.location.href = '/';
      }
    };
    document.addEventListener('visibilitychange', h);
    return () => document.removeEventListener('visibilitychange', h);
  }, []);
}

/** Spec §2/§7: every route change is logged to the server. */
function usePageVisitLog() {
  const { pathname, search } = useLocation();
  const fid = useAuthStore((s) => s.crtFacRole?.fac.fid);
  useEffect(() => {
    if (!fid) return;
    void callApi(addPageVisitLog, { fid, site_name: SITE_TITLE, path: pathname, param: search.replace(/^\?/, '') }, { silent: true }).catch(() => undefined);
  }, [fid, pathname, search]);
}

export default function AppShell() {
  useDeviceWatcher();
  useFactoryChangeWatcher();
  usePageVisitLog();
  useLiveChannel();
  const permitted = usePermittedRoutes();
  const { tree, pages, allPages, modules } = permitted;
  const { pathname, search } = useLocation();
  const { tagsView, fixedHeader } = useSettingsStore();
  const current = pages.find((p) => p.path === pathname);
  const content = (
    <PermittedRoutesContext value={permitted}>
      <KeepAliveContent pages={pages} allPages={allPages} modules={modules} />
    </PermittedRoutesContext>
  );
  if (inPhoneShell({ search, framedBy: framingPath() })) return <PhoneShellLayout title={current?.title}>{content}</PhoneShellLayout>;
  return (
    <div style={{ display: 'flex', minHeight: '100vh' }}>
      <Sidebar tree={tree} />
      <main style={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <header style={fixedHeader ? { position: 'sticky', top: 0, zIndex: 10 } : undefined}>
          <TopBar current={current} />
          {tagsView && <TagsView />}
        </header>
        <div style={{ flex: 1 }}>{content}</div>
      </main>
      <SettingsDrawer />
    </div>
  );
}
