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
  | { kind: 'permByKind'; action: 'list' | 'edit' };

export const access = {
  public: { kind: 'public' } as RouteAccess,
  session: { kind: 'session' } as RouteAccess,
  sessionRead: { kind: 'sessionRead' } as RouteAccess,
  superAdmin: { kind: 'superAdmin' } as RouteAccess,
  member: { kind: 'member' } as RouteAccess,
  perm: (code: PermissionCode, ...or: PermissionCode[]): RouteAccess => (or.length ? { kind: 'perm', code, or } : { kind: 'perm', code }),
  permByKind: (action: 'list' | 'edit'): RouteAccess => ({ kind: 'permByKind', action }),
};

/** The code a permByKind route needs for a body's `kind`; undefined when `kind` names no material kind. */
export function codeOfKind(action: 'list' | 'edit', kind: unknown): PermissionCode | undefined {
  return MATERIAL_KINDS.includes(kind as MaterialKind) ? MATERIAL_PERMS[kind as MaterialKind][action] : undefined;
}
/** Every code a permByKind route may need, one per distinct kind permission. */
export const codesOfAction = (action: 'list' | 'edit'): PermissionCode[] => [...new Set(MATERIAL_KINDS.map((k) => MATERIAL_PERMS[k][action]))];

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
