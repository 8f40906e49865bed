import fp from 'fastify-plugin';
import { API_PREFIX, MODULE_OFF_MSG, PERMISSION_LABELS, fidSchema } from '@pfs/domain';
import { materialKindSchema } from '@pfs/domain/plant';
import { AppError } from '../lib/app-error.js';
import { emptyBodyPlugin } from './empty-body.plugin.js';
import { codeOfKind, codesOfAction, tokenInvalid, type RouteAccess } from './access.js';
import type { AuthService } from '../modules/auth/auth.service.js';
import type { MemberService } from '../modules/member/member.service.js';

/** A registered /api route: what it requires and its body schema (the tests walk them). */
export type RegisteredRoute = { method: string; url: string; access: RouteAccess | undefined; body?: unknown };

declare module 'fastify' {
  interface FastifyInstance {
    registeredApiRoutes: RegisteredRoute[];
  }
}


const tokenOf = (header: string | string[] | undefined) => (Array.isArray(header) ? header[0] : header);
/** Calls checked against the body's factory: membership or a permission there. */
const inFactory = (need: RouteAccess) => need.kind === 'member' || need.kind === 'perm' || need.kind === 'permByKind';

type AuthDeps = {
  auth: AuthService;
  members: MemberService;
  /** The modules (mcodes) a factory has switched on, cached: calls that declare a module need it switched on. */
  facModules?: (fid: number) => Promise<readonly string[]>;
};

/**
 * Enforces every route's declared access: session from X-Token, membership and permission from `fid`, and the
 * factory's module when the call declares one.
 */
export const authPlugin = fp<AuthDeps>(async (app, { auth, members, facModules }) => {
  app.decorateRequest('auth', null);
  app.decorateRequest('sessionToken', null);
  app.decorate('registeredApiRoutes', [] as RegisteredRoute[]);
  // Before the checks below read the body: a call sent with no body at all reaches them (and its schema) as {}.
  await app.register(emptyBodyPlugin);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(API_PREFIX)) return;
    const declared = route.config?.access;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      app.registeredApiRoutes.push({ method, url: route.url, access: declared, body: route.schema?.body });
    }
    if (!declared) throw new Error(`路由 ${route.url} 未声明访问权限 (config.access)`);
  });

  app.addHook('onRequest', async (req) => {
    const need = req.routeOptions.config?.access;
    if (!need || need.kind === 'public') return;
    const token = tokenOf(req.headers['x-token']);
    if (!token) throw tokenInvalid();
    if (need.kind === 'sessionRead') {
      req.sessionToken = token;
      return;
    }
    // A factory call's session is read with its codes in the factory, once the body has given the fid.
    if (inFactory(need)) return;
    const ctx = await auth.resolveSession(token);
    if (!ctx) throw tokenInvalid();
    if (need.kind === 'superAdmin' && !ctx.isSa) throw new AppError(403, '仅超级管理员可以执行此操作');
    req.auth = ctx;
  });

  // Before body validation: a caller without the right gets 403 whatever the rest of the body holds.
  app.addHook('preValidation', async (req) => {
    const need = req.routeOptions.config?.access;
    if (!need || !inFactory(need)) return;
    const raw = (req.body as { fid?: unknown } | undefined)?.fid ?? (req.query as { fid?: unknown } | undefined)?.fid;
    // The route's own fid rule: an id in the column's range, never "0x10" read as 16.
    const parsed = raw === undefined ? null : fidSchema.safeParse(raw);
    const ctx = await auth.resolveSession(tokenOf(req.headers['x-token'])!, parsed?.success ? parsed.data : undefined);
    if (!ctx) throw tokenInvalid();
    req.auth = { uid: ctx.uid, uniNo: ctx.uniNo, isSa: ctx.isSa, tokenHash: ctx.tokenHash };
    if (!parsed?.success) throw new AppError(400, `参数 fid：${parsed?.error.issues[0]?.message ?? '缺少或无效的工厂编号'}`);
    const fid = parsed.data;
    const codes = ctx.codes !== undefined ? ctx.codes : await members.codesOf(ctx.uid, fid);
    if (!codes) throw new AppError(403, '您不是该工厂的成员，或已被停用');
    if (need.kind === 'perm') {
      const wanted = [need.code, ...(need.or ?? [])];
      if (!wanted.some((c) => codes.includes(c))) throw new AppError(403, `没有权限：${wanted.map((c) => `${PERMISSION_LABELS[c]}（${c}）`).join('或')}`);
      if (need.module && facModules && !(await facModules(fid)).includes(need.module)) throw new AppError(403, MODULE_OFF_MSG);
    }
    if (need.kind === 'permByKind') {
      const kind = (req.body as { kind?: unknown } | undefined)?.kind;
      const code = codeOfKind(need.action, kind);
      // Without a valid kind the code is unknown: someone holding none of the candidates is refused all the same.
      const wanted = code ? [code] : codesOfAction(need.action);
      if (!wanted.some((c) => codes.includes(c))) throw new AppError(403, `没有权限：${wanted.map((c) => `${PERMISSION_LABELS[c]}（${c}）`).join('或')}`);
      if (!code) throw new AppError(400, `参数 kind：${materialKindSchema.safeParse(kind).error?.issues[0]?.message ?? '物料类别无效'}`);
    }
  });
});
