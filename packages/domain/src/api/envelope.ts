import { z } from 'zod';

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

export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.number(), msg: z.string(), data });

export const okSchema = z.object({ code: z.number(), msg: z.string() });

export const PAGE_SIZE_MAX = 200;

/** Lists: page from 1, size bounded. */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1, '页码必须大于等于 1').default(1),
  size: z.coerce.number().int().min(1, '每页条数必须大于等于 1').max(PAGE_SIZE_MAX, `每页条数不能超过 ${PAGE_SIZE_MAX}`).default(20),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

export const pagedSchema = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), total_ct: z.number() });
export type Paged<T> = { items: T[]; total_ct: number };

export const fidSchema = z.coerce.number({ error: '工厂编号 fid 必须是数字' }).int('工厂编号 fid 必须是整数').positive('工厂编号 fid 必须是正整数');
