import { AppError } from '../lib/app-error.js';
import { callAccess, type CallAccess, type KindAction, type PermissionCode } from '@pfs/domain';
import { MATERIAL_KINDS, MATERIAL_PERMS, type MaterialKind } from '@pfs/domain/plant';

/**
 * What a route requires, declared with its call (`@pfs/domain` CallDefinition.access) or in `config.access`.
 * The auth plugin refuses to register an /api route that declares nothing.
 */
export type RouteAccess = CallAccess;
export type { KindAction };
export const access = callAccess;

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
