import { AppError } from '../lib/app-error.js';
import { MATERIAL_KINDS, MATERIAL_PERMS, type MaterialKind, type PermissionCode } from '@pfs/domain';

/**
 * What a route requires, declared next to its schema in `config.access`.
 * The auth plugin refuses to register an /api route that declares nothing.
 */
export type RouteAccess =
  | { kind: 'public' }
  | { kind: 'session' }
  /**
   * A live session as for `session`, which the route's service reads in the same statement as its answer (one round
   * trip instead of two): the plugin requires the token and hands it over as `req.sessionToken`; the service
   * answers 401 (`tokenInvalid`) when no live session matches it.
   */
  | { kind: 'sessionRead' }
  /** A super admin (is_sa) session. */
  | { kind: 'superAdmin' }
  /** Any enabled member of the body's `fid`. */
  | { kind: 'member' }
  /** A member of the body's `fid` whose role holds the code (or, when `or` is given, any one of those instead). */
  | { kind: 'perm'; code: PermissionCode; or?: readonly PermissionCode[] }
  /** A member whose role holds the code of the body's material `kind` (MATERIAL_PERMS): seeds are planting's, the rest the store's. */
  | { kind: 'permByKind'; action: KindAction };

export const access = {
  public: { kind: 'public' } as RouteAccess,
  session: { kind: 'session' } as RouteAccess,
  sessionRead: { kind: 'sessionRead' } as RouteAccess,
  superAdmin: { kind: 'superAdmin' } as RouteAccess,
  member: { kind: 'member' } as RouteAccess,
  perm: (code: PermissionCode, ...or: PermissionCode[]): RouteAccess => (or.length ? { kind: 'perm', code, or } : { kind: 'perm', code }),
  permByKind: (action: KindAction): RouteAccess => ({ kind: 'permByKind', action }),
};

/** list / edit: the material pages (MATERIAL_PERMS); pick: the pickers of the planting forms (PICK_PERMS). */
export type KindAction = 'list' | 'edit' | 'pick';

/**
 * What a planting form's picker needs: sowing picks seeds and crop protection pesticides, both recorded by those who
 * plant (plant.list); the consumables store is the store's (supply.list), whatever form asks for it.
 */
const PICK_PERMS: Readonly<Record<MaterialKind, PermissionCode>> = { seed: 'plant.list', pesticide: 'plant.list', supply: 'supply.list' };
const permOf = (action: KindAction, kind: MaterialKind): PermissionCode => (action === 'pick' ? PICK_PERMS[kind] : MATERIAL_PERMS[kind][action]);

/** The code a permByKind route needs for a body's `kind`; undefined when `kind` names no material kind. */
export function codeOfKind(action: KindAction, kind: unknown): PermissionCode | undefined {
  return MATERIAL_KINDS.includes(kind as MaterialKind) ? permOf(action, kind as MaterialKind) : undefined;
}
/** Every code a permByKind route may need, one per distinct kind permission. */
export const codesOfAction = (action: KindAction): PermissionCode[] => [...new Set(MATERIAL_KINDS.map((k) => permOf(action, k)))];

export const TOKEN_INVALID_MSG = '登录状态已失效，请重新登录';
/** What a call without a live session gets: the client signs out on code 50014. */
export const tokenInvalid = () => new AppError(401, TOKEN_INVALID_MSG, 50014);

export type AuthContext = { uid: number; uniNo: string; tokenHash: string; isSa: boolean };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
    /** The caller's token on a `sessionRead` route, for its service to check; null elsewhere. */
    sessionToken: string | null;
  }
}
