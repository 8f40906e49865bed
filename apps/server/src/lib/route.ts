import type { FastifyContextConfig, FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { envelopeSchema } from '@pfs/domain';
import type { RouteAccess } from '../plugins/access.js';
import { ok } from './reply.js';

/** The app a routes plugin receives from `FastifyPluginAsyncZod`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the server/logger generics differ per plugin; only the type provider matters here
type ZodApp = FastifyInstance<any, any, any, any, ZodTypeProvider>;

/** One JSON call: who may make it, what it takes and what its `data` is; the envelope is added here. */
export interface CallDef<B extends z.ZodType, D extends z.ZodType> {
  access: RouteAccess;
  summary: string;
  body: B;
  data: D;
  /** Extra route config (e.g. `expensive: true` for heavy reads). */
  config?: Omit<FastifyContextConfig, 'access'>;
}

/** A handler returns the reply's data, or `withMsg(data, msg)` when the call has a message for the user. */
export type CallResult<D extends z.ZodType> = z.input<D> | Replied<z.input<D>>;

class Replied<T> {
  constructor(
    readonly data: T,
    readonly msg: string,
  ) {}
}

/** Data with a message other than 'ok' (e.g. 「已保存」). */
export const withMsg = <T>(data: T, msg: string): Replied<T> => new Replied(data, msg);

/**
 * The routes of one module under one OpenAPI tag: `calls.post(url, def, handler)` declares access, body and
 * response schema in one place, so a route file reads as a list of calls rather than a list of envelopes.
 */
export function callsOf(app: ZodApp, tag: string) {
  const tags = [tag];
  return {
    post<B extends z.ZodType, D extends z.ZodType>(
      url: string,
      def: CallDef<B, D>,
      handler: (body: z.output<B>, req: FastifyRequest) => Promise<CallResult<D>>,
    ): void {
      // Typed loosely here: the handler's own signature above already ties body and data to their schemas.
      const schema: FastifySchema = { tags, summary: def.summary, body: def.body, response: { 200: envelopeSchema(def.data) } };
      app.post(url, {
        config: { ...def.config, access: def.access },
        schema,
        handler: async (req) => {
          const result = await handler(req.body as z.output<B>, req);
          return result instanceof Replied ? ok(result.data, result.msg) : ok(result);
        },
      });
    },
  };
}
