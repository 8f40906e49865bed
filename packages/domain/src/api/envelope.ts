import { z } from 'zod';
import { INT4_MAX, idSchema, intSchema, textSchema } from './fields.js';

/** Response codes the web client reads (DESIGN: API conventions). */
export const RESPONSE_CODE = {
  ok: 200,
  badRequest: 400,
  /** Missing, expired or revoked session: the client shows the 重新登录 dialog. */
  tokenInvalid: 50014,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  tooMany: 429,
  serverError: 500,
} as const;

export const envelopeSchema = <T extends z.ZodType>(data: T) => z.object({ code: z.number(), msg: z.string(), data });

export const okSchema = z.object({ code: z.number(), msg: z.string() });

/** The body of a call that takes nothing but the session (e.g. logout): none, or an empty object. */
export const emptyBodySchema = z.object({}).optional();

export const PAGE_SIZE_MAX = 200;

/** Lists: page from 1, size bounded. */
export const pageQuerySchema = z.object({
  page: intSchema('页码 page', { min: 1, max: INT4_MAX }).default(1),
  size: intSchema('每页条数 size', { min: 1, max: PAGE_SIZE_MAX }).default(20),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

export const pagedSchema = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), total_ct: z.number() });
export type Paged<T> = { items: T[]; total_ct: number };

export const fidSchema = idSchema('工厂编号', 'fid');

/** The body of a call that names only the factory (each module exports it under its own call's name). */
export const facBodySchema = z.object({ fid: fidSchema });

/** A list's search words (关键字): optional, matched by each list against its own columns. */
export const kwSchema = textSchema('关键字', 64).optional();

/** The body of a factory's list: page and size, the factory, and the list's own filters. */
export const listBodySchema = <S extends z.ZodRawShape>(filters: S) => pageQuerySchema.extend({ fid: fidSchema, ...filters });

/** Filters a list body may leave out, each one optional: `listBodySchema({ ...optionalFilters({ item_id: itemIdSchema }) })`. */
export const optionalFilters = <S extends z.ZodRawShape>(filters: S) => z.object(filters).partial().shape;
