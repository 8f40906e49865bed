import type { ColumnType } from 'antd/es/table';
import { cellOf, thousands, type ListColumn } from '@pfs/domain';

/** What a page changes of a defined column (a render with tags or links, responsive, fixed), or false to leave it out. */
export type ColumnOverrides<R> = Partial<Record<string, Partial<ColumnType<R>> | false>>;

/** About 9 px a character of the Excel width. */
const PX_PER_CHAR = 9;

/**
 * The table columns of a list defined in @pfs/domain: the same titles, order and cells as its Excel file (labels,
 * moments on the factory clock, values of their own), numbers right-aligned with thousands separators, an empty
 * cell as —. A page adds its own render or options per key (`overrides`) and its action columns after them.
 */
export function tableColumnsOf<R extends object>(
  list: { columns: readonly ListColumn<R>[] },
  overrides: ColumnOverrides<R> = {},
  ...extra: ColumnType<R>[]
): ColumnType<R>[] {
  const cols: ColumnType<R>[] = [];
  for (const c of list.columns) {
    const own = overrides[c.key];
    if (c.exportOnly || own === false) continue;
    cols.push({
      key: c.key,
      title: c.title,
      ...(c.value ? {} : { dataIndex: c.key }),
      width: c.width ? c.width * PX_PER_CHAR : undefined,
      align: c.format === 'number' ? 'right' : undefined,
      render: (_v: unknown, row: R) => {
        const cell = cellOf(c, row);
        if (cell === null || cell === '') return '—';
        return typeof cell === 'number' && c.format === 'number' ? thousands(cell) : cell;
      },
      ...own,
    });
  }
  return [...cols, ...extra];
}

/**
 * The columns with those of `keys` first, in that order, then the others as they were: a page that leads with
 * other columns than its file (the file keeps the definition's order).
 */
export function keysFirst<R>(columns: readonly ColumnType<R>[], keys: readonly string[]): ColumnType<R>[] {
  const rank = (c: ColumnType<R>) => {
    const i = keys.indexOf(String(c.key));
    return i < 0 ? keys.length : i;
  };
  // Array.prototype.sort is stable: the columns not named keep their order.
  return [...columns].sort((a, b) => rank(a) - rank(b));
}
