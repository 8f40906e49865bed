import Cookies from 'js-cookie';
import { LAST_FAC_COOKIE, SIDEBAR_COOKIE, THEME_COOKIE, TOKEN_COOKIE } from '@pfs/domain';

export const tokenCookie = {
  get: () => Cookies.get(TOKEN_COOKIE),
  set: (t: string) => Cookies.set(TOKEN_COOKIE, t, { sameSite: 'lax' }),
  remove: () => Cookies.remove(TOKEN_COOKIE),
};

export type Theme = 'dark' | 'white';
export const themeCookie = {
  get: (): Theme => (Cookies.get(THEME_COOKIE) === 'white' ? 'white' : 'dark'),
  set: (t: Theme) => Cookies.set(THEME_COOKIE, t, { expires: 365 }),
};

/** Spec §4: 1 open, 0 closed; default open. */
export const sidebarCookie = {
  get: () => Cookies.get(SIDEBAR_COOKIE) !== '0',
  set: (open: boolean) => Cookies.set(SIDEBAR_COOKIE, open ? '1' : '0', { expires: 365 }),
};

/** The chosen factory: a cookie, with localStorage as the fallback (spec §4). */
export const lastFacStore = {
  get(): number | undefined {
    const raw = Cookies.get(LAST_FAC_COOKIE) ?? localStorage.getItem(LAST_FAC_COOKIE) ?? undefined;
    const n = raw ? Number(raw) : NaN;
    return Number.isInteger(n) && n > 0 ? n : undefined;
  },
  set(fid: number) {
    Cookies.set(LAST_FAC_COOKIE, String(fid), { expires: 365 });
    localStorage.setItem(LAST_FAC_COOKIE, String(fid));
  },
};
