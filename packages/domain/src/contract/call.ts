import type { z } from 'zod';
import type { PermissionCode } from '../auth/permissions.js';

/**
 * One definition per API call: the URL, who may make it, its body, its reply's `data` and what it is for. The server
 * registers it with a handler (`calls.serve(call, handler)`), the web calls it (`callApi(call, body)`,
 * `useCall(call, body)`), the tests call it (`callOf(app, call, body, token)`), and the OpenAPI document and the
 * call tables of the docs are made from it — so the URL and the types are written once, here.
 */

/** Every call's URL starts so; the server's plugins tell API routes from the web app's pages by it. */
export const API_PREFIX = '/api/';

/** list / edit: the material pages (MATERIAL_PERMS); pick: the pickers of the planting forms. */
export type KindAction = 'list' | 'edit' | 'pick';

/** The modules a factory switches on (spec §3: presence is checked by mcode). */
export const FAC_MODULES = ['iot', 'si', 'mes', 'screen'] as const;
export type FacModuleCode = (typeof FAC_MODULES)[number];
/** What a call of a module the factory has not switched on answers. */
export const MODULE_OFF_MSG = '本工厂未开通该模块';

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
  /**
   * A member of the body's `fid` whose role holds the code (or, when `or` is given, any one of those instead); with
   * `module`, only in a factory that has that module switched on (else 「本工厂未开通该模块」).
   */
  | { kind: 'perm'; code: PermissionCode; or?: readonly PermissionCode[]; module?: FacModuleCode }
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

/** What every kind of call states: where it is, who may make it, and what it is for. */
interface CallBase {
  readonly method: 'POST' | 'GET';
  readonly url: `/api/${string}`;
  /** The OpenAPI tag and docs section: the module's name in Chinese (e.g. 管理后台). */
  readonly tag: string;
  readonly summary: string;
  readonly access: CallAccess;
}

export interface CallDefinition<B extends z.ZodType | undefined = z.ZodType | undefined, D extends CallData = CallData> extends CallBase {
  /** The body schema; `undefined` for a GET. */
  readonly body: B;
  readonly data: D;
  /** The reply's message in place of 'ok' (e.g. 「已保存」); a message-only call (`data: null`) answers with it. */
  readonly msg?: string;
  /** A write on an older version loses: the 409 reply carries the same data, the record as it now is. */
  readonly conflict?: boolean;
  /** A JSON call in the envelope; an upload or a call outside the envelope says which it is, so none passes for the other. */
  readonly kind?: undefined;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any call, whatever its schemas
export type AnyCall = CallDefinition<any, any>;

/** An upload's one file (multipart field `file`): its size limit and how the messages name it. */
export interface UploadFile {
  readonly maxBytes: number;
  /** E.g. 头像文件: 「缺少头像文件（字段 file）」. */
  readonly what: string;
  /** The message past the limit. */
  readonly tooBig: string;
}

/**
 * One upload: a multipart POST with one file in field `file` and its other fields (`fields`, e.g. the factory) in
 * the query string; the reply is the envelope with `data` as for any call. The server serves it
 * (`calls.serveUpload(call, handler)`), the web sends it (`uploadCall(call, file, fields)`).
 */
export interface UploadDefinition<F extends z.ZodType | undefined = z.ZodType | undefined, D extends CallData = CallData>
  extends Omit<CallDefinition<undefined, D>, 'method' | 'kind' | 'conflict'> {
  readonly kind: 'upload';
  readonly method: 'POST';
  readonly fields: F;
  readonly file: UploadFile;
}
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any upload, whatever its schemas
export type AnyUpload = UploadDefinition<any, any>;
/** What an uploader sends beside the file. */
export type UploadFields<U extends AnyUpload> = U['fields'] extends z.ZodType ? z.input<U['fields']> : undefined;
/** What the upload's handler receives beside the bytes. */
export type UploadParsedFields<U extends AnyUpload> = U['fields'] extends z.ZodType ? z.output<U['fields']> : undefined;
/** What an uploader receives as `data`. */
export type UploadReply<U extends AnyUpload> = U['data'] extends z.ZodType ? z.output<U['data']> : undefined;

/**
 * A call that answers outside the `{ code, msg, data }` envelope: login's token beside code and msg, health's 503
 * with its own data, a file. Its URL, access and schemas are defined here as for any call; `replies` are the whole
 * reply schemas by HTTP status, and `params` the URL's `:name` segments (fill them with `pathOf`).
 */
export interface RawCallDefinition<
  B extends z.ZodType | undefined = z.ZodType | undefined,
  P extends z.ZodType | undefined = z.ZodType | undefined,
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  R extends Readonly<Record<number, z.ZodType>> = Readonly<Record<number, z.ZodType>>,
> extends CallBase {
  readonly kind: 'raw';
  readonly body: B;
  readonly params: P;
  readonly query: Q;
  readonly replies: R;
  /** The content types of a file's reply (absent: JSON). */
  readonly produces?: readonly string[];
}
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any such call, whatever its schemas
export type AnyRawCall = RawCallDefinition<any, any, any, any>;
/** What a caller sends to such a call, and the whole reply it receives on success (200). */
export type RawBody<C extends AnyRawCall> = C['body'] extends z.ZodType ? z.input<C['body']> : undefined;
export type RawReply<C extends AnyRawCall> = C['replies'] extends { 200: infer S extends z.ZodType } ? z.output<S> : unknown;
type RawSpec<B, P, Q, R> = { access: CallAccess; summary: string; body?: B; params?: P; query?: Q; replies: R; produces?: readonly string[] };

/** A call's URL with its `:name` segments filled in: `pathOf(downloadExportFile, { file })`. */
export function pathOf<C extends RawCallDefinition<z.ZodType | undefined, z.ZodType>>(call: C, params: z.input<C['params']>): string {
  const values = params as Record<string, string | number>;
  return call.url.replace(/:([A-Za-z_]+)/g, (_, k: string) => encodeURIComponent(String(values[k])));
}

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
type UploadSpec<F extends z.ZodType | undefined, D extends CallData> = Omit<UploadDefinition<F, D>, 'kind' | 'method' | 'url' | 'tag' | 'body' | 'fields' | 'file'> & {
  fields?: F;
  /** `tooBig` defaults to 「<what>不能超过 N MB」. */
  file: Omit<UploadFile, 'tooBig'> & { tooBig?: string };
};

const uploadOf = <F extends z.ZodType | undefined, D extends CallData>(url: `/api/${string}`, tag: string, { fields, file, ...spec }: UploadSpec<F, D>): UploadDefinition<F, D> =>
  Object.freeze({
    ...spec,
    kind: 'upload',
    method: 'POST',
    url,
    tag,
    body: undefined,
    fields: fields as F,
    file: { ...file, tooBig: file.tooBig ?? `${file.what}不能超过 ${file.maxBytes / 1024 / 1024} MB` },
  });

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
    /** A multipart upload (UploadDefinition). */
    upload: <D extends CallData, F extends z.ZodType | undefined = undefined>(url: `/api/${string}`, spec: UploadSpec<F, D>) => uploadOf(url, tag, spec),
    /** A call outside the envelope (RawCallDefinition). */
    raw: <
      B extends z.ZodType | undefined = undefined,
      P extends z.ZodType | undefined = undefined,
      Q extends z.ZodType | undefined = undefined,
      R extends Readonly<Record<number, z.ZodType>> = Readonly<Record<number, z.ZodType>>,
    >(
      method: 'POST' | 'GET',
      url: `/api/${string}`,
      { body, params, query, ...spec }: RawSpec<B, P, Q, R>,
    ): RawCallDefinition<B, P, Q, R> => Object.freeze({ ...spec, kind: 'raw', method, url, tag, body: body as B, params: params as P, query: query as Q }),
  };
}

/** A page whose permissions come in a pair: `<page>.list` to read it, `<page>.edit` to change it. */
export type PairedPage = {
  [C in PermissionCode]: C extends `${infer P}.list` ? (`${P}.edit` extends PermissionCode ? P : never) : never;
}[PermissionCode];

/** The calls one access allows (`callsAs`, `pageCallsOf(…).list`). */
export type AccessCalls = {
  post: <B extends z.ZodType, D extends CallData>(url: `/api/${string}`, spec: Omit<PostSpec<B, D>, 'access'>) => CallDefinition<B, D>;
  get: <D extends CallData>(url: `/api/${string}`, spec: Omit<GetSpec<D>, 'access'>) => CallDefinition<undefined, D>;
  upload: <D extends CallData, F extends z.ZodType | undefined = undefined>(url: `/api/${string}`, spec: Omit<UploadSpec<F, D>, 'access'>) => UploadDefinition<F, D>;
};

/** The calls one access allows, declared without repeating it: `const sa = callsAs('管理后台', callAccess.superAdmin)`. */
export function callsAs(tag: string, access: CallAccess): AccessCalls {
  const calls = callsOf(tag);
  return {
    post: (url, spec) => calls.post(url, { ...spec, access }),
    get: (url, spec) => calls.get(url, { ...spec, access }),
    upload: (url, spec) => calls.upload(url, { ...spec, access }),
  };
}

/**
 * The calls of one page: reads under `<page>.list`, writes under `<page>.edit` (or the two codes named), the rest
 * as in `callsOf`: `const { list, edit } = pageCallsOf('客户', 'customer'); export const getCustomerList = list.post(…)`.
 */
export function pageCallsOf(tag: string, page: PairedPage | readonly [read: PermissionCode, write: PermissionCode], o: { module?: FacModuleCode } = {}) {
  const [read, write] = typeof page === 'string' ? ([`${page}.list`, `${page}.edit`] as [PermissionCode, PermissionCode]) : page;
  const of = (code: PermissionCode): CallAccess => (o.module ? { kind: 'perm', code, module: o.module } : callAccess.perm(code));
  return { ...callsOf(tag), list: callsAs(tag, of(read)), edit: callsAs(tag, of(write)) };
}
