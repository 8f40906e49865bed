import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LIST_EXPORT_MAX_ROWS } from '@pfs/domain';
import { clockIn } from '../../lib/clock.js';
import { readSheet } from '../../lib/xlsx-sheet.fixture.js';
import { ListExportService, type ListColumn } from './list-export.service.js';

const dirs: string[] = [];
const services: ListExportService[] = [];
afterEach(() => {
  services.splice(0).forEach((s) => s.stop());
  dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true }));
});

function service(now: () => number = Date.now) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pfs-list-export-'));
  dirs.push(dir);
  const s = new ListExportService(dir, 60_000, clockIn('Asia/Shanghai', now));
  services.push(s);
  return { s, dir };
}

type Row = { no: string; kg: number; note: string | null };
const columns: ListColumn<Row>[] = [
  { header: '批次号', value: (r) => r.no },
  { header: '采收重量（kg）', value: (r) => r.kg },
  { header: '备注', value: (r) => r.note },
];

describe('list export', () => {
  it('writes the rows under the headers, named after the list and the day in the factory time zone', async () => {
    // 2026-03-09 20:00 UTC is already 03-10 in Shanghai.
    const { s } = service(() => Date.parse('2026-03-09T20:00:00Z'));
    const out = await s.write({ fid: 1, uid: 1, title: '种植批次', columns, rows: [{ no: 'B20260301-01', kg: 12.5, note: '首批' }, { no: 'B20260301-02', kg: 0, note: null }] });
    expect(out).toMatchObject({ file_name: '种植批次_20260310.xlsx', rows: 2 });
    const f = s.download(out.file)!;
    expect(f.name).toBe('种植批次_20260310.xlsx');
    const sheet = await readSheet(f.path);
    expect(sheet.name).toBe('种植批次');
    expect(sheet.rows).toEqual([
      ['批次号', '采收重量（kg）', '备注'],
      ['B20260301-01', 12.5, '首批'],
      ['B20260301-02', 0],
    ]);
  });

  it('an empty list still gives a file with its headers', async () => {
    const { s } = service();
    const out = await s.write({ fid: 1, uid: 1, title: '损耗记录', columns, rows: [] });
    expect(out.rows).toBe(0);
    expect((await readSheet(s.download(out.file)!.path)).rows).toEqual([['批次号', '采收重量（kg）', '备注']]);
  });

  it('serves only names it handed out, and only until they expire; expired files are deleted', async () => {
    let now = Date.parse('2026-03-10T00:00:00Z');
    const { s, dir } = service(() => now);
    const out = await s.write({ fid: 1, uid: 1, title: '种植批次', columns, rows: [] });
    expect(s.download('0'.repeat(32) + '.xlsx')).toBeNull();
    expect(s.download('../' + out.file)).toBeNull();
    expect(s.download(out.file)).not.toBeNull();
    now += 61_000;
    expect(s.download(out.file)).toBeNull();
    s.sweep();
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it('refuses more rows than an export may hold, naming the limit', async () => {
    const { s, dir } = service();
    const rows = Array.from({ length: LIST_EXPORT_MAX_ROWS + 1 }, () => ({ no: 'B', kg: 1, note: null }));
    await expect(s.write({ fid: 1, uid: 1, title: '种植批次', columns, rows })).rejects.toThrow(`一次最多导出 ${LIST_EXPORT_MAX_ROWS} 行，本次有 ${LIST_EXPORT_MAX_ROWS + 1} 行`);
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it('characters Excel or a file system would refuse are replaced in the sheet and file names', async () => {
    const { s } = service(() => Date.parse('2026-03-10T04:00:00Z'));
    const out = await s.write({ fid: 1, uid: 1, title: '植保记录/病虫害[2026]', columns, rows: [] });
    expect(out.file_name).toBe('植保记录_病虫害[2026]_20260310.xlsx');
    expect((await readSheet(s.download(out.file)!.path)).name).toBe('植保记录 病虫害 2026 ');
  });
});
