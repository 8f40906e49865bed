import { create } from 'zustand';
import { holdsAnyCode, setFactoryTimeZone } from '@pfs/domain';
import { getUserInfo, login as loginCall, logout as logoutCall, type FacRole, type User, type UserInfoResponse } from '@pfs/domain/auth';
import { lastFacStore, tokenCookie } from './cookies';
import { rawCall } from './raw-call';
import { callApi } from './call-api';

export const NO_USER_MSG = '身份校验失败，请重新登录';

type AuthState = {
  token: string | undefined;
  user: User | null;
  name: string;
  avatar: string;
  cfgName: string;
  isEgpU: boolean;
  sysVersion: string;
  facRoles: FacRole[];
  crtFacRole: FacRole | null;
  login: (uniNo: string, password: string) => Promise<void>;
  getInfo: () => Promise<UserInfoResponse>;
  logout: () => Promise<void>;
  resetToken: () => void;
  setCrtFacRole: (fid: number) => void;
};

export const DEFAULT_AVATAR = '/logo.svg';

/** Spec §4: the current role is the one matching the stored last_fac_id, otherwise the first. */
export function pickFacRole(roles: FacRole[], lastFid: number | undefined): FacRole | null {
  return roles.find((r) => r.fac.fid === lastFid) ?? roles[0] ?? null;
}

const emptySession = { user: null, name: '', avatar: '', facRoles: [], crtFacRole: null, cfgName: '', isEgpU: false, sysVersion: '' };

export const useAuthStore = create<AuthState>((set, get) => ({
  token: tokenCookie.get(),
  ...emptySession,

  async login(uniNo, password) {
    // Spec §5: uni_no is trimmed before sending.
    const res = await rawCall(loginCall, { uni_no: uniNo.trim(), password });
    tokenCookie.set(res.token);
    set({ token: res.token });
  },

  async getInfo() {
    const res = await rawCall(getUserInfo, undefined, { silent: true });
    if (!res.user) throw new Error(NO_USER_MSG);
    const crt = pickFacRole(res.fac_roles, lastFacStore.get());
    if (crt) lastFacStore.set(crt.fac.fid);
    setFactoryTimeZone(res.time_zone);
    set({
      user: res.user,
      name: res.user.cname,
      avatar: res.user.pic || DEFAULT_AVATAR,
      facRoles: res.fac_roles,
      crtFacRole: crt,
      cfgName: res.cfg_name,
      isEgpU: res.is_egp_u,
      sysVersion: res.sys_version,
    });
    return res;
  },

  async logout() {
    try {
      await callApi(logoutCall, {}, { silent: true });
    } finally {
      get().resetToken();
    }
  },

  resetToken() {
    tokenCookie.remove();
    set({ token: undefined, ...emptySession });
  },

  setCrtFacRole(fid) {
    const role = get().facRoles.find((r) => r.fac.fid === fid);
    if (!role) return;
    lastFacStore.set(fid);
    set({ crtFacRole: role });
  },
}));

export const useCurrentFid = () => useAuthStore((s) => s.crtFacRole?.fac.fid);
export const useCurrentFac = () => useAuthStore((s) => s.crtFacRole?.fac);
const EMPTY: string[] = [];
export const usePermissionCodes = () => useAuthStore((s) => s.crtFacRole?.fac_permission_codes ?? EMPTY);
export const useHasAnyPerm = (codes: string[]) => holdsAnyCode(usePermissionCodes(), codes);

/** Spec §5 check function: needs a non-empty list; passes if the role holds any one code. */
export function checkPermission(codes: unknown): boolean {
  if (!Array.isArray(codes) || codes.length === 0) {
    console.error(`need permissions! Like checkPermission(['plant.list','plant.edit'])`);
    return false;
  }
  return holdsAnyCode(useAuthStore.getState().crtFacRole?.fac_permission_codes ?? [], codes as string[]);
}

/** Spec §2: module presence is checked by mcode. */
export const useHasModule = (mcode: string) => useAuthStore((s) => !!s.crtFacRole?.fac.modules.some((m) => m.mcode === mcode));

/**
 * Loads the session again after a change that shows in the shell (menus, factories, name, avatar, logo); a failure
 * leaves the shell as it was — the change itself is saved.
 */
export const reloadSession = () =>
  useAuthStore
    .getState()
    .getInfo()
    .catch(() => undefined);
