/** Spec §9 business constants. */
export const SYS_VERSION = '20250515';
export const STRATEGY_LATEST_VERSION = '1.3';
export const STRATEGY_EXPIRY_HOURS = 1;
export const TOKEN_COOKIE = 'pfs_token';
export const SIDEBAR_COOKIE = 'sidebarStatus';
export const THEME_COOKIE = 'theme';
export const LAST_FAC_COOKIE = 'last_fac_id';
export const LAST_VER_KEY = 'last_ver';
export const REQUEST_TIMEOUT_MS = 120_000;
export const VERSION_RELOAD_DELAY_MS = 1000;
export const MOBILE_BREAKPOINT_PX = 992;
export const SIDEBAR_WIDTH_PX = 210;
export const POLL_ALARM_MS = 300_000;
export const POLL_WEATHER_MS = 60_000;
export const POLL_FORECAST_MS = 600_000;
export const TOAST_SECONDS = 5;
export const THEME_COLORS = {
  menuBg: '#304156',
  menuHover: '#263445',
  subMenuBg: '#1f2d3d',
  menuActiveText: '#409eff',
} as const;
export const SITE_TITLE = '植物工厂管理平台';
/** Spec §2 public paths and prefixes needing no login. */
export const PUBLIC_PATHS = ['/login', '/h5wrap'] as const;
export const PUBLIC_PATH_PREFIXES = ['/screen/', '/screendv/', '/scdv/', '/trace/', '/screenrexp/'] as const;
