import type { z } from 'zod';
import type { PermissionCode } from '../auth/permissions.js';

/**
 * One definition per API call: the URL, who may make it, its body, its reply's `data` and what it is for. The server
 * registers it with a handler (`calls.serve(call, handler)`), the web calls it (`callApi(call, body)`,
 * `useCall(call, body)`), the tests call it (`callOf(app, call, body, token)`), and the OpenAPI document and the
 * call tables of the docs are made from it — so the URL and the types are written once, here.
 */

/** list / edit: the material pages (MATERIAL_PERMS); pick: the pickers of the planting forms. */
export type KindAction = 'list' | 'edit' | 'pick';

/** What a call requires; the server refuses to register an /api route that declares nothing. */
export type CallAccess =
  | { kind: 'public' }
  | { kind: 'session' }
  /**
   * A live session as for `session`, which the call's service reads in the same statement as its answer (one round
   * trip instead of two): the server requires the token and hands it over; the service answers 50014 when no live
   * session matches it.
   */
  | { kind: 'sessionRead' }
  /** A super admin (is_sa) session. */
  | { kind: 'superAdmin' }
  /** Any enabled member of the body's `fid`. */
  | { kind: 'member' }
  /** A member of the body's `fid` whose role holds the code (or, when `or` is given, any one of those instead). */
  | { kind: 'perm'; code: PermissionCode; or?: readonly PermissionCode[] }
  /** A member whose role holds the code of the body's material `kind` (MATERIAL_PERMS). */
  | { kind: 'permByKind'; action: KindAction };

export const callAccess = {
  public: { kind: 'public' } as CallAccess,
  session: { kind: 'session' } as CallAccess,
  sessionRead: { kind: 'sessionRead' } as CallAccess,
  superAdmin: { kind: 'superAdmin' } as CallAccess,
  member: { kind: 'member' } as CallAccess,
  perm: (code: PermissionCode, ...or: PermissionCode[]): CallAccess => (or.length ? { kind: 'perm', code, or } : { kind: 'perm', code }),
  permByKind: (action: KindAction): CallAccess => ({ kind: 'permByKind', action }),
};

/** A call's `data` schema, or `null` for a call that answers with a message only (`{ code, msg }`). */
export type CallData = z.ZodType | null;

export interface CallDefinition<B extends z.ZodType | undefined = z.ZodType | undefined, D extends CallData = CallData> {
  readonly method: 'POST' | 'GET';
  readonly url: `/api/${string}`;
  /** The OpenAPI tag and docs section: the module's name in Chinese (e.g. 管理后台). */
  readonly tag: string;
  readonly summary: string;
  readonly access: CallAccess;
  /** The body schema; `undefined` for a GET. */
  readonly body: B;
  readonly data: D;
  /** The reply's message in place of 'ok' (e.g. 「已保存」); a message-only call (`data: null`) answers with it. */
  readonly msg?: string;
  /** A write on an older version loses: the 409 reply carries the same data, the record as it now is. */
  readonly conflict?: boolean;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any call, whatever its schemas
export type AnyCall = CallDefinition<any, any>;

/** What a caller sends: the body schema's input (defaults may be left out). */
export type CallBody<C extends AnyCall> = C['body'] extends z.ZodType ? z.input<C['body']> : undefined;
/** What the handler receives: the body as parsed. */
export type CallParsedBody<C extends AnyCall> = C['body'] extends z.ZodType ? z.output<C['body']> : undefined;
/** What a caller receives as `data`. */
export type CallReply<C extends AnyCall> = C['data'] extends z.ZodType ? z.output<C['data']> : undefined;
/** What a handler returns as `data` (before the reply schema serialises it). */
export type CallAnswer<C extends AnyCall> = C['data'] extends z.ZodType ? z.input<C['data']> : void;

type PostSpec<B extends z.ZodType, D extends CallData> = Omit<CallDefinition<B, D>, 'method' | 'url' | 'tag'>;
type GetSpec<D extends CallData> = Omit<CallDefinition<undefined, D>, 'method' | 'url' | 'tag' | 'body'>;

/**
 * The calls of one module under one tag: `const calls = callsOf('管理后台'); export const getSysFactoryList =
 * calls.post('/api/get_sys_factory_list', { access, summary, body, data })`.
 */
export function callsOf(tag: string) {
  return {
    post: <B extends z.ZodType, D extends CallData>(url: `/api/${string}`, spec: PostSpec<B, D>): CallDefinition<B, D> =>
      Object.freeze({ ...spec, method: 'POST', url, tag }),
    get: <D extends CallData>(url: `/api/${string}`, spec: GetSpec<D>): CallDefinition<undefined, D> =>
      Object.freeze({ ...spec, body: undefined, method: 'GET', url, tag }),
  };
}

/** A page whose permissions come in a pair: `<page>.list` to read it, `<page>.edit` to change it. */
export type PairedPage = {
  [C in PermissionCode]: C extends `${infer P}.list` ? (`${P}.edit` extends PermissionCode ? P : never) : never;
}[PermissionCode];

type AccessCalls = {
  post: <B extends z.ZodType, D extends CallData>(url: `/api/${string}`, spec: Omit<PostSpec<B, D>, 'access'>) => CallDefinition<B, D>;
  get: <D extends CallData>(url: `/api/${string}`, spec: Omit<GetSpec<D>, 'access'>) => CallDefinition<undefined, D>;
};

/** The calls one access allows, declared without repeating it: `const sa = callsAs('管理后台', callAccess.superAdmin)`. */
export function callsAs(tag: string, access: CallAccess): AccessCalls {
  const calls = callsOf(tag);
  return { post: (url, spec) => calls.post(url, { ...spec, access }), get: (url, spec) => calls.get(url, { ...spec, access }) };
}

/**
 * The calls of one page: reads under `<page>.list`, writes under `<page>.edit` (or the two codes named), the rest
 * as in `callsOf`: `const { list, edit } = pageCallsOf('客户', 'customer'); export const getCustomerList = list.post(…)`.
 */
export function pageCallsOf(tag: string, page: PairedPage | readonly [read: PermissionCode, write: PermissionCode]) {
  const [read, write] = typeof page === 'string' ? ([`${page}.list`, `${page}.edit`] as [PermissionCode, PermissionCode]) : page;
  return { ...callsOf(tag), list: callsAs(tag, callAccess.perm(read)), edit: callsAs(tag, callAccess.perm(write)) };
}
