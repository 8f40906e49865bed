import { MATERIAL_KINDS, MATERIAL_PERMS, type MaterialKind, type PermissionCode } from '@pfs/domain';

/**
 * What a route requires, declared next to its schema in `config.access`.
 * The auth plugin refuses to register an /api route that declares nothing.
 */
export type RouteAccess =
  | { kind: 'public' }
  | { kind: 'session' }
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

export type AuthContext = { uid: number; uniNo: string; tokenHash: string; isSa: boolean };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}
