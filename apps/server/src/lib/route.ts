import type { FastifyContextConfig, FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { envelopeSchema, okSchema } from '@pfs/domain';
import type { RouteAccess } from '../plugins/access.js';
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
}

/** One POST call: as a GET, plus the body it takes. */
export interface CallDef<B extends z.ZodType, D extends DataDef> extends ReadDef<D> {
  body: B;
}

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

const replyOf = (result: unknown) => (result instanceof Replied ? ok(result.data, result.msg) : ok(result));

/**
 * The routes of one module under one OpenAPI tag: `calls.post(url, def, handler)` declares access, body and
 * response schema in one place, so a route file reads as a list of calls rather than a list of envelopes.
 */
export function callsOf(app: ZodApp, tag: string) {
  const tags = [tag];
  // Typed loosely here: the handlers' own signatures below already tie body and data to their schemas.
  const schemaOf = (def: ReadDef<DataDef>, body?: z.ZodType): FastifySchema => ({
    tags,
    summary: def.summary,
    ...(body && { body }),
    response: { 200: def.data ? envelopeSchema(def.data) : okSchema },
  });
  return {
    post<B extends z.ZodType, D extends DataDef>(
      url: string,
      def: CallDef<B, D>,
      handler: (body: z.output<B>, req: FastifyRequest) => Promise<CallResult<D>>,
    ): void {
      app.post(url, {
        config: { ...def.config, access: def.access },
        schema: schemaOf(def, def.body),
        handler: async (req) => replyOf(await handler(req.body as z.output<B>, req)),
      });
    },

    get<D extends DataDef>(url: string, def: ReadDef<D>, handler: (req: FastifyRequest) => Promise<CallResult<D>>): void {
      app.get(url, {
        config: { ...def.config, access: def.access },
        schema: schemaOf(def),
        handler: async (req) => replyOf(await handler(req)),
      });
    },
  };
}
