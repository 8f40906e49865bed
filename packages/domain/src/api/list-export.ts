import { z } from 'zod';

/**
 * Every list has an Excel export: `export_<list>` takes the list's filters without page and size, writes an
 * .xlsx file of every matching row (up to `LIST_EXPORT_MAX_ROWS`) and answers with a file name that
 * downloads once from /api/pub/down_tmp/{file} until it expires.
 */
export const LIST_EXPORT_MAX_ROWS = 100_000;

// Typed by the list's shape so the export body keeps the list's own fields (zod cannot check an omit mask on a generic shape).
export const listExportBodyOf = <S extends z.ZodRawShape & { page: z.ZodType; size: z.ZodType }>(list: z.ZodObject<S>) =>
  (list as z.ZodObject<z.ZodRawShape>).omit({ page: true, size: true }) as unknown as z.ZodObject<Omit<S, 'page' | 'size'>>;

export const listExportFileSchema = z.object({
  /** Random name under /api/pub/down_tmp/. */
  file: z.string(),
  /** What the browser saves it as, e.g. 种植批次_20260310.xlsx. */
  file_name: z.string(),
  rows: z.number(),
});
export type ListExportFile = z.infer<typeof listExportFileSchema>;
