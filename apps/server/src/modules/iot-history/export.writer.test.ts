import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readSheetRows } from '../../lib/xlsx-sheet.fixture.js';
import { openSink } from './export.writer.js';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

describe('formulas in history exports', () => {
  it('neutralises headers and values of a history export (CSV and Excel)', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pfs-hist-cells-'));
    dirs.push(dir);
    const csv = openSink('csv', path.join(dir, 'h.csv'), ['时间', '=1+1网关/温度'], '小时');
    await csv.writeRows([
      ['2026-11-28 08:00', -1.5],
      ['@cmd', 2],
    ]);
    await csv.close();
    expect(fs.readFileSync(path.join(dir, 'h.csv'), 'utf8')).toBe("\ufeff时间,'=1+1网关/温度\r\n2026-11-28 08:00,-1.5\r\n'@cmd,2\r\n");
    const xlsx = openSink('xlsx', path.join(dir, 'h.xlsx'), ['时间', '+网关'], '小时');
    await xlsx.writeRows([['-x', -2]]);
    await xlsx.close();
    expect(await readSheetRows(path.join(dir, 'h.xlsx'))).toEqual([
      ['时间', "'+网关"],
      ["'-x", -2],
    ]);
  });
});
