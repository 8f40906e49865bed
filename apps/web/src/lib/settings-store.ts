import { create } from 'zustand';
import { MOBILE_BREAKPOINT_PX } from '@pfs/domain';
import { sidebarCookie, themeCookie, type Theme } from './cookies';

type SettingsState = {
  theme: Theme;
  sidebarOpen: boolean;
  device: 'desktop' | 'mobile';
  showSettings: boolean;
  /** Spec §4: tag views and fixed header off by default, sidebar logo on. */
  tagsView: boolean;
  fixedHeader: boolean;
  sidebarLogo: boolean;
  setTheme: (t: Theme) => void;
  toggleSidebar: () => void;
  closeSidebar: () => void;
  setDevice: (d: 'desktop' | 'mobile') => void;
  set: (patch: Partial<Pick<SettingsState, 'showSettings' | 'tagsView' | 'fixedHeader' | 'sidebarLogo'>>) => void;
};

const SETTINGS_KEY = 'pfs_settings';
type Persisted = { tagsView?: boolean; fixedHeader?: boolean; sidebarLogo?: boolean };
function readPersisted(): Persisted {
  try {
    return JSON.parse(localStorage.getItem(SETTINGS_KEY) ?? '{}') as Persisted;
  } catch {
    return {};
  }
}

const isMobile = () => typeof window !== 'undefined' && window.innerWidth < MOBILE_BREAKPOINT_PX;

export const useSettingsStore = create<SettingsState>((set) => ({
  theme: themeCookie.get(),
  // The drawer on phones starts closed whatever the cookie says.
  sidebarOpen: isMobile() ? false : sidebarCookie.get(),
  device: isMobile() ? 'mobile' : 'desktop',
  showSettings: false,
  tagsView: readPersisted().tagsView ?? false,
  fixedHeader: readPersisted().fixedHeader ?? false,
  sidebarLogo: readPersisted().sidebarLogo ?? true,
  setTheme: (theme) => {
    themeCookie.set(theme);
    set({ theme });
  },
  toggleSidebar: () =>
    set((s) => {
      if (s.device === 'desktop') sidebarCookie.set(!s.sidebarOpen);
      return { sidebarOpen: !s.sidebarOpen };
    }),
  closeSidebar: () => set({ sidebarOpen: false }),
  setDevice: (device) => set((s) => ({ device, sidebarOpen: device === 'mobile' ? false : s.device === 'mobile' ? sidebarCookie.get() : s.sidebarOpen })),
  set: (patch) =>
    set((s) => {
      const next = { ...s, ...patch };
      const keep: Persisted = { tagsView: next.tagsView, fixedHeader: next.fixedHeader, sidebarLogo: next.sidebarLogo };
      localStorage.setItem(SETTINGS_KEY, JSON.stringify(keep));
      return patch;
    }),
}));
