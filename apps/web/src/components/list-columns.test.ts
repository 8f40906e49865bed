import { describe, expect, it } from 'vitest';
import type { ListColumn } from '@pfs/domain';
import { keysFirst, tableColumnsOf } from './list-columns';

type Row = { no: string; n: number | null; kind: string; a: number; b: number };
const COLUMNS: ListColumn<Row>[] = [
  { key: 'no', title: '编号', width: 10 },
  { key: 'n', title: '株数', format: 'number' },
  { key: 'kind', title: '类型', format: { labels: { x: '甲' } } },
  { key: 'ab', title: '合计', value: (r) => r.a + r.b, format: 'number' },
  { key: 'hidden', title: '仅文件', exportOnly: true },
];
const row: Row = { no: 'B-1', n: 12400, kind: 'x', a: 1, b: 2 };
const cell = (c: { render?: unknown }, r: Row) => (c.render as (v: unknown, r: Row) => unknown)(undefined, r);

describe('tableColumnsOf', () => {
  it('takes titles, order, widths and cells from the definition, leaving out file-only columns', () => {
    const cols = tableColumnsOf({ columns: COLUMNS });
    expect(cols.map((c) => c.title)).toEqual(['编号', '株数', '类型', '合计']);
    expect(cols[0]).toMatchObject({ key: 'no', dataIndex: 'no', width: 90 });
    expect(cols[3]!.dataIndex).toBeUndefined();
    expect(cols.map((c) => cell(c, row))).toEqual(['B-1', '12,400', '甲', '3']);
    expect(cols[1]!.align).toBe('right');
    expect(cell(cols[1]!, { ...row, n: null })).toBe('—');
  });

  it('applies a page’s overrides per key, leaves out a column marked false and appends extra columns', () => {
    const cols = tableColumnsOf({ columns: COLUMNS }, { no: { title: '批次号', render: () => 'link' }, kind: false }, { key: 'ops', title: '操作' });
    expect(cols.map((c) => c.key)).toEqual(['no', 'n', 'ab', 'ops']);
    expect(cols[0]!.title).toBe('批次号');
    expect(cell(cols[0]!, row)).toBe('link');
  });
});

describe('keysFirst', () => {
  it('puts the named columns first in the given order and keeps the others in theirs', () => {
    const cols = keysFirst(tableColumnsOf({ columns: COLUMNS }, {}, { key: 'ops' }), ['ab', 'kind']);
    expect(cols.map((c) => c.key)).toEqual(['ab', 'kind', 'no', 'n', 'ops']);
  });
});
