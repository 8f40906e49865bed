import type { z } from 'zod';
import { pageQuerySchema, pagedSchema } from '../api/envelope.js';
import { listExportFileSchema } from '../api/list-export.js';
import { formatFactoryTime } from '../format/time-format.js';
import type { AccessCalls, CallAnswer, CallDefinition } from './call.js';

/**
 * One definition per list (issue 25 §2): a list's filters, its item, its columns and its title are written once,
 * here; its list call (the filters plus page and size) and its Excel export call (exactly the filters) are made
 * from them under the same access. The server serves both from the definition (`calls.serveList`), the web builds
 * its table's columns and its 导出 Excel button from it — so an export always writes what the list shows, with the
 * filters on screen.
 */

/** What a cell of an exported list holds: text, a number, or nothing. */
export type ListCell = string | number | null;

/**
 * How a column shows its value: as it is (text, number, date), a moment on the factory's clock (datetime:
 * 2026-03-10 14:05, datetime_s with seconds), or a code shown by its label.
 */
export type ColumnFormat = 'text' | 'number' | 'date' | 'datetime' | 'datetime_s' | { labels: Readonly<Record<string, string>> };

export interface ListColumn<R> {
  /** The row's field the column shows, or a name of its own when `value` makes the cell. */
  readonly key: string;
  /** Header in the table and the file. */
  readonly title: string;
  /** Width in characters (Excel); the table gives it about 9 px a character. */
  readonly width?: number;
  readonly format?: ColumnFormat;
  /** The cell when it is not the field as it is (several fields, a list joined, a derived day). */
  readonly value?: (row: R) => ListCell;
  /** A column of the file only (the table shows it another way, or not at all). */
  readonly exportOnly?: boolean;
}

/** The filters of a list: the factory and the list's own filters, without page and size. */
type Filter = z.ZodObject;
type ListBody<F extends Filter> = z.ZodObject<F['shape'] & typeof pageQuerySchema.shape, z.core.$strip>;

export interface ListDefinition<F extends Filter, R, L extends CallDefinition<z.ZodType, z.ZodType>> {
  /** The sheet's name and the start of the file's name: 种植批次 → 种植批次_20260310.xlsx. */
  readonly title: string;
  readonly filter: F;
  readonly columns: readonly ListColumn<R>[];
  /** The list call: a page of items (or, for an unpaged list, its whole answer). */
  readonly list: L;
  /** The export call: exactly the list's filters, answered with the file to download. */
  readonly export: CallDefinition<F, typeof listExportFileSchema>;
  /** Whether the list call takes page and size. */
  readonly paged: boolean;
  /** The rows an answer of the list call writes to the file (a method: any list's definition serves as AnyList). */
  rowsOf(data: CallAnswer<L>): readonly R[];
  /** The title and columns under the filter (a list of one material kind is named and laid out for that kind). */
  viewOf(filter: z.output<F>): ListView<R>;
}

/** What a list's table and file show: its title and columns. */
export type ListView<R> = { readonly title: string; readonly columns: readonly ListColumn<R>[] };

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any list, whatever its schemas
export type AnyList = ListDefinition<Filter, any, CallDefinition<z.ZodType, z.ZodType>>;
/** A row of a list's file and table. */
export type ListRow<D extends AnyList> = D extends ListDefinition<Filter, infer R, CallDefinition<z.ZodType, z.ZodType>> ? R : never;

type Urls = { list: `/api/${string}`; export: `/api/${string}` };
/**
 * Where a list's calls are: `name: 'plant_sow_list'` for /api/get_plant_sow_list and /api/export_plant_sow_list,
 * or `urls` for a list whose URLs follow no such pattern.
 */
type Where = { name: string; urls?: never } | { urls: Urls; name?: never };
const urlsOf = (w: Where): Urls => w.urls ?? { list: `/api/get_${w.name!}`, export: `/api/export_${w.name!}` };
type Spec<F extends Filter, R> = Where & {
  title: string;
  /** The list call's summary; the export's is 导出<title>（Excel） unless given. */
  summary: string;
  exportSummary?: string;
  filter: F;
  columns: readonly ListColumn<R>[];
  /** When the title and columns follow the filter: made from the list's own (default: those, whatever the filter). */
  view?: (filter: z.output<F>, own: ListView<R>) => ListView<R>;
};

const viewOfSpec =
  <F extends Filter, R>(spec: Spec<F, R>) =>
  (filter: z.output<F>): ListView<R> => {
    const own = { title: spec.title, columns: spec.columns };
    return spec.view ? spec.view(filter, own) : own;
  };

/** The list's body: its filters, then page and size. */
export const pagedBodyOf = <F extends Filter>(filter: F) => filter.extend(pageQuerySchema.shape) as unknown as ListBody<F>;

const exportOf = <F extends Filter>(calls: AccessCalls, spec: Where & { title: string; exportSummary?: string; filter: F }) =>
  calls.post(urlsOf(spec).export, { summary: spec.exportSummary ?? `导出${spec.title}（Excel）`, body: spec.filter, data: listExportFileSchema });

/**
 * A paged list: `export const plantBatchList = listOf(list, { title: '种植批次', name: 'plant_batch_list', summary, filter, item, columns })`;
 * its calls keep their own names (`export const { list: getPlantBatchList, export: exportPlantBatchList } = plantBatchList`).
 */
export function listOf<F extends Filter, I extends z.ZodType>(calls: AccessCalls, spec: Spec<F, z.output<I>> & { item: I }) {
  const list = calls.post(urlsOf(spec).list, { summary: spec.summary, body: pagedBodyOf(spec.filter), data: pagedSchema(spec.item) });
  type L = typeof list;
  const def: ListDefinition<F, z.output<I>, L> = {
    title: spec.title,
    filter: spec.filter,
    columns: spec.columns,
    list,
    export: exportOf(calls, spec),
    paged: true,
    rowsOf: (data) => data.items as z.output<I>[],
    viewOf: viewOfSpec(spec),
  };
  return Object.freeze(def);
}

/**
 * A list answered whole (a report, a bounded history): the list call takes exactly the filters, and `rows` says
 * which rows of its answer the file holds.
 */
export function unpagedListOf<F extends Filter, D extends z.ZodType, R>(
  calls: AccessCalls,
  spec: Spec<F, R> & { data: D; rows: (data: z.input<D>) => readonly R[] },
) {
  const list = calls.post(urlsOf(spec).list, { summary: spec.summary, body: spec.filter, data: spec.data });
  const def: ListDefinition<F, R, typeof list> = {
    title: spec.title,
    filter: spec.filter,
    columns: spec.columns,
    list,
    export: exportOf(calls, spec),
    paged: false,
    rowsOf: spec.rows as (data: CallAnswer<typeof list>) => readonly R[],
    viewOf: viewOfSpec(spec),
  };
  return Object.freeze(def);
}

const DATETIME = { datetime: 'YYYY-MM-DD HH:mm', datetime_s: 'YYYY-MM-DD HH:mm:ss' } as const;

/**
 * A column's cell for a row, as the file writes it and the table shows it: the field (or `value`), a code by its
 * label, a moment on the factory's clock (`timeZone`; the web's factory zone when absent).
 */
export function cellOf<R>(col: ListColumn<R>, row: R, timeZone?: string): ListCell {
  const raw = col.value ? col.value(row) : ((row as Record<string, unknown>)[col.key] as ListCell | undefined);
  if (raw === undefined || raw === null) return typeof col.format === 'object' ? '' : null;
  const f = col.format;
  if (typeof f === 'object') return f.labels[String(raw)] ?? raw;
  if (f === 'datetime' || f === 'datetime_s') return formatFactoryTime(raw, DATETIME[f], timeZone);
  return raw;
}

/** Columns of the file: all of them, each row's cells in their order. */
export const exportCellsOf = <R>(columns: readonly ListColumn<R>[], row: R, timeZone?: string): ListCell[] => columns.map((c) => cellOf(c, row, timeZone));

/** A column of one field: `field<Row>()('播种日期', 'sow_date', { width: 12 })`. */
export const col = <R>(key: keyof R & string, title: string, more: Omit<ListColumn<R>, 'key' | 'title'> = {}): ListColumn<R> => ({ key, title, ...more });

/** Columns side by side that show their field as it is, each `field: title`, in order: `...plainCols<Lot>({ lot_no: '批号', unit: '单位' })`. */
export const plainCols = <R>(titles: { [K in keyof R & string]?: string }): ListColumn<R>[] =>
  Object.entries(titles).map(([key, title]) => ({ key, title: title as string }));

/** Number columns side by side, each `field: title`, in order: `...numberCols<AreaView>({ racks: '架数', layers: '层数' })`. */
export const numberCols = <R>(titles: { [K in keyof R & string]?: string }): ListColumn<R>[] =>
  Object.entries(titles).map(([key, title]) => ({ key, title: title as string, format: 'number' }));
