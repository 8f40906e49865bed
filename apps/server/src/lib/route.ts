import type { FastifyContextConfig, FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  LIST_EXPORT_MAX_ROWS,
  envelopeSchema,
  facBodySchema,
  listExportFileSchema,
  okSchema,
  type AnyCall,
  type AnyList,
  type AnyRawCall,
  type AnyUpload,
  type CallParsedBody,
  type PermissionCode,
  type UploadFile,
  type UploadParsedFields,
} from '@pfs/domain';
import { access, type RouteAccess } from '../plugins/access.js';
import { badRequest } from './app-error.js';
import { ok } from './reply.js';

/** The app a routes plugin receives from `FastifyPluginAsyncZod`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the server/logger generics differ per plugin; only the type provider matters here
type ZodApp = FastifyInstance<any, any, any, any, ZodTypeProvider>;

/** A call's `data` schema, or `null` for a call that answers with a message only (`{ code, msg }`). */
type DataDef = z.ZodType | null;
type DataOf<D extends DataDef> = D extends z.ZodType ? z.input<D> : void;

/** One GET call: who may make it, what it is and what its `data` is; the envelope is added here. */
export interface ReadDef<D extends DataDef> {
  access: RouteAccess;
  summary: string;
  data: D;
  /** Extra route config (e.g. `expensive: true` for heavy reads). */
  config?: Omit<FastifyContextConfig, 'access'>;
  /** The reply's message in place of 'ok' (e.g. 「已保存」); a message-only call (`data: null`) answers with it. */
  msg?: string;
  /** A write on an older version loses: the 409 reply carries the same data, the record as it now is. */
  conflict?: boolean;
}

/** One POST call: as a GET, plus the body it takes. */
export interface CallDef<B extends z.ZodType, D extends DataDef> extends ReadDef<D> {
  body: B;
}

/** A call as declared under `calls.as(access)`: all but who may make it, which the builder gives. */
export type Spec<T extends ReadDef<DataDef>> = Omit<T, 'access'>;

/** A handler answers at once or later: a plain read needs no `async`. */
type Answer<D extends DataDef> = CallResult<D> | Promise<CallResult<D>>;
type PostHandler<B extends z.ZodType, D extends DataDef> = (body: z.output<B>, req: FastifyRequest) => Answer<D>;
type GetHandler<D extends DataDef> = (req: FastifyRequest) => Answer<D>;
type FactoryHandler<D extends DataDef> = (fid: number) => Answer<D>;
/** A list's Excel export is made for the caller: its handler gets the body and the caller's uid. */
type ExportHandler<B extends z.ZodType> = (body: z.output<B>, uid: number) => Answer<typeof listExportFileSchema>;
/** An upload's handler: the file's bytes, the fields as parsed (from the query string) and the request. */
type UploadHandler<U extends AnyUpload> = (bytes: Buffer, fields: UploadParsedFields<U>, req: FastifyRequest) => Answer<U['data'] extends z.ZodType ? U['data'] : null>;

/** The handler of a defined call: the parsed body (undefined for a GET) and the request; it answers the call's data. */
type ServeHandler<C extends AnyCall> = (body: CallParsedBody<C>, req: FastifyRequest) => Answer<C['data'] extends z.ZodType ? C['data'] : null>;

/** A handler returns the reply's data, or `withMsg(data, msg)` / `message(msg)` when the call has a message for the user. */
export type CallResult<D extends DataDef> = DataOf<D> | Replied<DataOf<D>>;

class Replied<T> {
  constructor(
    readonly data: T,
    readonly msg: string,
  ) {}
}

/** Data with a message other than 'ok' (e.g. 「已保存」). */
export const withMsg = <T>(data: T, msg: string): Replied<T> => new Replied(data, msg);

/** A message-only reply (`data: null` calls), e.g. 「成员已移除」. */
export const message = (msg: string): Replied<undefined> => new Replied(undefined, msg);

/** A message-only call's handler result is dropped: its reply is `{ code, msg }` whatever the service returned. */
const replyOf = (def: ReadDef<DataDef>, result: unknown) =>
  result instanceof Replied ? ok(result.data, result.msg) : ok(def.data ? result : undefined, def.msg);

/** The bytes of an upload's one file; refused with a message when it is not multipart, lacks the file or is too big. */
async function fileOf(req: FastifyRequest, { maxBytes, what, tooBig }: UploadFile): Promise<Buffer> {
  if (!req.isMultipart()) throw badRequest(`请以 multipart/form-data 上传${what}（字段 file）`);
  const file = await req.file({ limits: { fileSize: maxBytes, files: 1 } });
  if (!file || file.fieldname !== 'file') throw badRequest(`缺少${what}（字段 file）`);
  const bytes = await file.toBuffer().catch(() => {
    throw badRequest(tooBig);
  });
  if (file.file.truncated) throw badRequest(tooBig);
  return bytes;
}

/**
 * The routes of one module under one OpenAPI tag: `calls.post(url, def, handler)` declares access, body and
 * response schema in one place, so a route file reads as a list of calls rather than a list of envelopes;
 * `calls.as(access)` gives the same calls for one access, declared once per module.
 */
export function callsOf(app: ZodApp, tag: string) {
  const tags = [tag];
  // Typed loosely here: the handlers' own signatures below already tie body and data to their schemas.
  const schemaOf = (def: Omit<ReadDef<DataDef>, 'access'>, body?: z.ZodType, tagged = tags): FastifySchema => {
    const reply = def.data ? envelopeSchema(def.data) : okSchema;
    return { tags: tagged, summary: def.summary, ...(body && { body }), response: def.conflict ? { 200: reply, 409: reply } : { 200: reply } };
  };
  const configOf = (def: ReadDef<DataDef>) => ({ ...def.config, access: def.access });
  const calls = {
    /**
     * A call defined once in `@pfs/domain` (URL, access, body, reply, summary): the server adds only its handler, and
     * route-specific config such as `expensive: true`.
     */
    serve<C extends AnyCall>(call: C, handler: ServeHandler<C>, opts: { config?: Omit<FastifyContextConfig, 'access'> } = {}): void {
      app.route({
        method: call.method,
        url: call.url,
        config: { ...opts.config, access: call.access },
        schema: schemaOf(call, call.body, [call.tag]),
        handler: async (req) => replyOf(call, await handler(req.body as CallParsedBody<C>, req)),
      });
    },

    /**
     * A list defined once (`listOf` in `@pfs/domain`): its list call answered by the handler, and its Excel export,
     * which asks the same handler for every row the filters select (page 1, one row more than a file may hold, so
     * a too-large export is refused rather than cut short) and writes them under the list's title and columns.
     */
    serveList<L extends AnyList>(def: L, handler: ServeHandler<L['list']>, opts: { config?: Omit<FastifyContextConfig, 'access'> } = {}): void {
      calls.serve(def.list, handler, opts);
      calls.serve(def.export, async (filter, req) => {
        const body = def.paged ? { ...filter, page: 1, size: LIST_EXPORT_MAX_ROWS + 1 } : filter;
        const result = await handler(body as CallParsedBody<L['list']>, req);
        const data: unknown = result instanceof Replied ? result.data : result;
        return app.services.listExports.writeList(def.viewOf(filter), filter.fid as number, req.auth!.uid, def.rowsOf(data));
      });
    },

    post<B extends z.ZodType, D extends DataDef>(url: string, def: CallDef<B, D>, handler: PostHandler<B, D>): void {
      app.post(url, {
        config: configOf(def),
        schema: schemaOf(def, def.body),
        handler: async (req) => replyOf(def, await handler(req.body as z.output<B>, req)),
      });
    },

    get<D extends DataDef>(url: string, def: ReadDef<D>, handler: GetHandler<D>): void {
      app.get(url, { config: configOf(def), schema: schemaOf(def), handler: async (req) => replyOf(def, await handler(req)) });
    },

    /** A read of the whole factory: its body is the factory alone (facBodySchema), so the handler gets just the fid. */
    factory<D extends DataDef>(url: string, def: ReadDef<D>, read: FactoryHandler<D>): void {
      calls.post(url, { ...def, body: facBodySchema }, ({ fid }) => read(fid));
    },

    /** An upload defined in `@pfs/domain` (one file in field `file`, its fields in the query string): the handler gets the bytes and the fields. */
    serveUpload<U extends AnyUpload>(call: U, handler: UploadHandler<U>): void {
      app.route({
        method: 'POST',
        url: call.url,
        config: { access: call.access },
        schema: { ...schemaOf(call, undefined, [call.tag]), consumes: ['multipart/form-data'], ...(call.fields && { querystring: call.fields }) },
        handler: async (req) => {
          const bytes = await fileOf(req, call.file);
          return replyOf(call, await handler(bytes, req.query as UploadParsedFields<U>, req));
        },
      });
    },
  };
  return {
    ...calls,
    /** The module's OpenAPI tag, for a route declared on the app itself (a reply outside the envelope, a file download). */
    tags,
    /** The calls that one access allows, declared without repeating it: `const edit = calls.as(access.perm('x.edit'))`. */
    as: (access: RouteAccess) => ({
      post: <B extends z.ZodType, D extends DataDef>(url: string, def: Spec<CallDef<B, D>>, handler: PostHandler<B, D>) =>
        calls.post(url, { ...def, access }, handler),
      get: <D extends DataDef>(url: string, def: Spec<ReadDef<D>>, handler: GetHandler<D>) => calls.get(url, { ...def, access }, handler),
      factory: <D extends DataDef>(url: string, def: Spec<ReadDef<D>>, read: FactoryHandler<D>) => calls.factory(url, { ...def, access }, read),
      /** A list's Excel export: a POST that answers with the file to download (listExportFileSchema). */
      export: <B extends z.ZodType>(url: string, def: Omit<CallDef<B, typeof listExportFileSchema>, 'access' | 'data'>, handler: ExportHandler<B>) =>
        calls.post(url, { ...def, access, data: listExportFileSchema }, (body, req) => handler(body, req.auth!.uid)),
    }),
  };
}

export type Calls = ReturnType<typeof callsOf>;

/**
 * A routes plugin whose calls share one OpenAPI tag: `routesOf('客户', (calls, { customers }: Deps) => { calls.post(…) })`.
 * The deps are what app.ts registers the plugin with.
 */
export const routesOf =
  <Deps extends object>(tag: string, declare: (calls: Calls, deps: Deps, app: ZodApp) => void | Promise<void>): FastifyPluginAsyncZod<Deps> =>
  async (app, deps) =>
    declare(callsOf(app, tag), deps, app);

/** A page whose permissions come in a pair: `<page>.list` to read it, `<page>.edit` to change it. */
type Page = { [C in PermissionCode]: C extends `${infer P}.list` ? (`${P}.edit` extends PermissionCode ? P : never) : never }[PermissionCode];

/** A page's calls: those its read permission allows, those its write permission allows, and the rest as in `routesOf`. */
export type PageCalls = Calls & { list: ReturnType<Calls['as']>; edit: ReturnType<Calls['as']> };

/**
 * The routes of one page: `pageRoutesOf('客户', 'customer', ({ list, edit }, deps) => { list.post(…) })` declares
 * reads under `customer.list` and writes under `customer.edit` without naming them once per call; a page whose
 * codes do not pair up names both (`['iot.list', 'cfg.iot.edit']`).
 */
export const pageRoutesOf = <Deps extends object>(
  tag: string,
  page: Page | readonly [read: PermissionCode, write: PermissionCode],
  declare: (calls: PageCalls, deps: Deps, app: ZodApp) => void | Promise<void>,
) =>
  routesOf<Deps>(tag, (calls, deps, app) => {
    const [read, write] = typeof page === 'string' ? ([`${page}.list`, `${page}.edit`] as const) : page;
    return declare({ ...calls, list: calls.as(access.perm(read)), edit: calls.as(access.perm(write)) }, deps, app);
  });

/**
 * A call outside the envelope defined in `@pfs/domain` (login, health, a file): its method, URL, access and schemas
 * for `app.route({ ...rawRouteOf(call), handler })`, so the module writes only the handler (and hooks of its own).
 */
export const rawRouteOf = <C extends AnyRawCall>(call: C) => {
  const schema = {
    tags: [call.tag],
    summary: call.summary,
    body: call.body as C['body'],
    params: call.params as C['params'],
    querystring: call.query as C['query'],
    response: call.replies as C['replies'],
    produces: call.produces && [...call.produces],
  };
  // The parts the call does not have are left out, not declared as undefined (the document would list them).
  for (const k of Object.keys(schema) as (keyof typeof schema)[]) if (schema[k] === undefined) delete schema[k];
  return { method: call.method as C['method'], url: call.url, config: { access: call.access }, schema };
};
