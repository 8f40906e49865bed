import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readSheetRows } from '../../lib/xlsx-sheet.fixture.js';
import { clockIn } from '../../lib/clock.js';
import { ListExportService, safeCell } from './list-export.service.js';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));
const tmp = () => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'pfs-cells-'));
  dirs.push(d);
  return d;
};

const NAMES = ['=1+1网关', '+86 138', '-2+3', '@SUM(A1)', '\t=cmd', '\r=cmd', '普通名称', ''];

describe('formulas in exported cells', () => {
  it('turns text a spreadsheet would run into plain text; numbers stay numbers', () => {
    expect(NAMES.map(safeCell)).toEqual(["'=1+1网关", "'+86 138", "'-2+3", "'@SUM(A1)", "'\t=cmd", "'\r=cmd", '普通名称', '']);
    expect([safeCell(-3.5), safeCell(0), safeCell(null), safeCell('-3.5'), safeCell('-12')]).toEqual([-3.5, 0, null, '-3.5', '-12']);
  });

  it('neutralises headers and values of a list export (Excel)', async () => {
    const s = new ListExportService(tmp(), 60_000, clockIn('Asia/Shanghai'));
    const f = await s.write({
      fid: 1,
      uid: 1,
      title: '网关',
      columns: [
        { header: '=1+1网关', value: (r: { n: string; v: number }) => r.n },
        { header: '读数', value: (r) => r.v },
      ],
      rows: [{ n: '=HYPERLINK("http://x")', v: -4 }],
    });
    s.stop();
    const rows = await readSheetRows(s.download(f.file)!.path);
    expect(rows).toEqual([
      ["'=1+1网关", '读数'],
      ['\'=HYPERLINK("http://x")', -4],
    ]);
  });
});
