import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { everyList } from '../catalog/index.js';
import { listExportFileSchema } from '../api/list-export.js';
import { callAccess, callsAs } from './call.js';
import { cellOf, listOf, unpagedListOf } from './list.js';

const calls = callsAs('测试', callAccess.perm('plant.list'));
const item = z.object({ id: z.number(), name: z.string(), status: z.enum(['on', 'off']), at: z.string() });
const filter = z.object({ fid: z.number(), kw: z.string().optional() });
const def = listOf(calls, {
  title: '测试列表',
  urls: { list: '/api/get_test_list', export: '/api/export_test_list' },
  summary: '测试',
  filter,
  item,
  columns: [
    { key: 'name', title: '名称' },
    { key: 'status', title: '状态', format: { labels: { on: '启用', off: '停用' } } },
    { key: 'at', title: '时间', format: 'datetime' },
    { key: 'both', title: '组合', value: (r) => `${r.id}-${r.name}` },
  ],
});

describe('listOf', () => {
  it('makes the list call (filters plus page and size) and the export call (exactly the filters) under one access', () => {
    expect(def.list.url).toBe('/api/get_test_list');
    expect(def.export.url).toBe('/api/export_test_list');
    expect(def.export.access).toEqual(def.list.access);
    expect(def.export.summary).toBe('导出测试列表（Excel）');
    expect(def.list.body.parse({ fid: 1 })).toEqual({ fid: 1, page: 1, size: 20 });
    expect(def.export.body).toBe(filter);
    expect(def.export.data).toBe(listExportFileSchema);
    expect(def.rowsOf({ items: [{ id: 1, name: 'a', status: 'on', at: '' }], total_ct: 1 })).toHaveLength(1);
  });

  it("names and lays out the file for the filter when the list says how, and as it is defined otherwise", () => {
    expect(def.viewOf({ fid: 1 })).toEqual({ title: '测试列表', columns: def.columns });
    const byKind = listOf(calls, {
      title: '列表',
      name: 'kind_list',
      summary: '按类别',
      filter: z.object({ fid: z.number(), kind: z.enum(['a', 'b']) }),
      item,
      columns: def.columns,
      view: (f, own) => ({ title: `${f.kind}类${own.title}`, columns: own.columns.filter((c) => f.kind === 'a' || c.key !== 'status') }),
    });
    expect(byKind.viewOf({ fid: 1, kind: 'a' }).title).toBe('a类列表');
    expect(byKind.viewOf({ fid: 1, kind: 'b' }).columns.map((c) => c.key)).toEqual(['name', 'at', 'both']);
  });

  it('writes each cell as its column says: the field, a label, a moment on the factory clock, a value of its own', () => {
    const row = { id: 7, name: '甲', status: 'off' as const, at: '2026-03-10T06:05:00.000Z' };
    expect(def.columns.map((c) => cellOf(c, row, 'Asia/Shanghai'))).toEqual(['甲', '停用', '2026-03-10 14:05', '7-甲']);
    expect(cellOf({ key: 'x', title: 'x' }, { x: null })).toBeNull();
    expect(cellOf({ key: 'x', title: 'x', format: { labels: {} } }, { x: null })).toBe('');
  });

  it('an unpaged list takes exactly the filters and names the rows of its answer', () => {
    const report = unpagedListOf(calls, {
      title: '报表',
      urls: { list: '/api/get_test_report', export: '/api/export_test_report' },
      summary: '报表',
      filter,
      data: z.array(z.object({ g: z.string(), n: z.array(z.number()) })),
      rows: (d) => d.flatMap((x) => x.n.map((n) => ({ g: x.g, n }))),
      columns: [{ key: 'g', title: '组' }, { key: 'n', title: '数' }],
    });
    expect(report.list.body).toBe(filter);
    expect(report.paged).toBe(false);
    expect(report.rowsOf([{ g: 'a', n: [1, 2] }])).toEqual([{ g: 'a', n: 1 }, { g: 'a', n: 2 }]);
  });
});

/** Every list defined in @pfs/domain: a column without a value of its own names a field of the list's item. */
const lists = everyList();

describe('the lists of @pfs/domain', () => {
  it('are found', () => expect(lists.length).toBeGreaterThanOrEqual(12));
  it.each(lists)('%s: its columns name fields of its item, its export takes its filters without page or size', (_name, l) => {
    expect(l.export.body).toBe(l.filter);
    expect(Object.keys(l.filter.shape)).not.toContain('page');
    if (!l.paged) return;
    const itemShape = (l.list.data as z.ZodObject<{ items: z.ZodArray<z.ZodObject> }>).shape.items.element.shape;
    for (const c of l.columns.filter((c) => !c.value)) expect(Object.keys(itemShape), c.title).toContain(c.key);
    expect(new Set(l.columns.map((c) => c.key)).size).toBe(l.columns.length);
  });
});
