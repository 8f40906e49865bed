import type { PermissionCode } from '@pfs/domain';

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
  /** A member of the body's `fid` whose role holds the code. */
  | { kind: 'perm'; code: PermissionCode };

export const access = {
  public: { kind: 'public' } as RouteAccess,
  session: { kind: 'session' } as RouteAccess,
  superAdmin: { kind: 'superAdmin' } as RouteAccess,
  member: { kind: 'member' } as RouteAccess,
  perm: (code: PermissionCode): RouteAccess => ({ kind: 'perm', code }),
};

export type AuthContext = { uid: number; uniNo: string; tokenHash: string; isSa: boolean };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}
