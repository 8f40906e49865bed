import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import ExcelJS from 'exceljs';
import { LIST_EXPORT_MAX_ROWS, cellOf, type AnyList, type ListExportFile } from '@pfs/domain';
import { badRequest } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';

/** What a cell of an exported file may hold: text, a number, or nothing. */
export type ListCell = string | number | null;

/** Characters a spreadsheet reads as the start of a formula (OWASP CSV injection): = + - @, and tab / CR before them. */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A plain number written as text ("-3.5"): no formula can hide in it, so it is left as it is. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * Every exported cell (CSV and Excel, headers and values) goes through here: text that a spreadsheet would run as
 * a formula (a gateway named `=1+1网关`, a remark `@SUM(…)`) gets a leading apostrophe, so it shows as the text it
 * is. Numbers stay numbers: a negative number cell is not touched.
 */
export function safeCell(c: ListCell): ListCell {
  if (typeof c !== 'string' || !FORMULA_START.test(c) || PLAIN_NUMBER.test(c)) return c;
  return `'${c}`;
}

/** A header or text that must stay text. */
export const safeText = (s: string): string => safeCell(s) as string;

/** One column of an exported list: its Chinese header and how a row fills it. */
export type ListColumn<R> = { header: string; value: (row: R) => ListCell; width?: number };
/** The fields of a row that fill a cell as they are. */
type CellKey<R> = { [K in keyof R]: R[K] extends ListCell ? K : never }[keyof R];
/** A column showing one field of the row as it is (most columns of most lists). */
export const fieldColumn = <R>(header: string, key: CellKey<R>, width?: number): ListColumn<R> => ({ header, value: (row) => row[key] as ListCell, width });
export type ListExportRequest<R> = {
  fid: number;
  uid: number;
  /** Sheet name and the start of the file name: 种植批次 → 种植批次_20260310.xlsx. */
  title: string;
  columns: readonly ListColumn<R>[];
  rows: readonly R[];
};

type Entry = { path: string; name: string; fid: number; expiresAt: number };

/**
 * A folder of exported files: made if missing, emptied of an earlier run's files (nobody can ask for them any
 * more), then swept of expired files every minute (or every ttl when shorter) until stopped.
 */
export abstract class ExportFolder {
  private readonly sweeper: NodeJS.Timeout;

  constructor(
    protected readonly dir: string,
    protected readonly ttlMs: number,
    pattern: RegExp,
  ) {
    fs.mkdirSync(dir, { recursive: true });
    for (const f of fs.readdirSync(dir)) if (pattern.test(f)) fs.rmSync(path.join(dir, f), { force: true });
    this.sweeper = setInterval(() => this.sweep(), Math.min(60_000, ttlMs)).unref();
  }

  /** Deletes the files whose time is up. */
  protected abstract sweep(): void;

  stop() {
    clearInterval(this.sweeper);
  }
}

/** A file name nobody can guess (128 random bits), the only way to download an export. */
export const randomFileName = (ext: 'csv' | 'xlsx') => `${randomBytes(16).toString('hex')}.${ext}`;

/** The random names this service hands out; nothing else in its directory can be asked for. */
export const LIST_EXPORT_FILE_PATTERN = /^[0-9a-f]{32}\.xlsx$/;
export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Every list's Excel export (`export_<list>`): the rows a list call selected, written to an .xlsx file under a
 * random 128-bit name that /api/pub/down_tmp/{file} serves until it expires (the same lifetime as IoT history
 * exports). Lists are bounded (LIST_EXPORT_MAX_ROWS), so a file is written at once while the call waits.
 */
export class ListExportService extends ExportFolder {
  private readonly files = new Map<string, Entry>();

  constructor(
    dir: string,
    ttlMs: number,
    private readonly clock: Clock,
  ) {
    super(dir, ttlMs, LIST_EXPORT_FILE_PATTERN);
  }

  async write<R>({ fid, title, columns, rows }: ListExportRequest<R>): Promise<ListExportFile> {
    if (rows.length > LIST_EXPORT_MAX_ROWS) throw badRequest(`一次最多导出 ${LIST_EXPORT_MAX_ROWS} 行，本次有 ${rows.length} 行，请缩小筛选范围后再导出`);
    const file = randomFileName('xlsx');
    const full = path.join(this.dir, file);
    try {
      await writeXlsx(full, title, columns, rows);
    } catch (err) {
      fs.rmSync(full, { force: true });
      throw err;
    }
    // Characters no file system accepts in a name become _.
    const fileName = `${title.replace(/[\\/:*?"<>|]/g, '_')}_${this.clock.today().replaceAll('-', '')}.xlsx`;
    this.files.set(file, { path: full, name: fileName, fid, expiresAt: this.clock.now() + this.ttlMs });
    return { file, file_name: fileName, rows: rows.length };
  }

  /** The rows of a list (`@pfs/domain` listOf) under its title and columns, each cell as the list defines it. */
  writeList(def: Pick<AnyList, 'title' | 'columns'>, fid: number, uid: number, rows: readonly unknown[]): Promise<ListExportFile> {
    const columns = def.columns.map((c): ListColumn<unknown> => ({ header: c.title, width: c.width, value: (r) => cellOf(c, r, this.clock.timeZone) }));
    return this.write({ fid, uid, title: def.title, columns, rows });
  }

  /** A file this service wrote, by its exact random name, while it has not expired. */
  download(file: string): { path: string; name: string; format: 'xlsx' } | null {
    if (!LIST_EXPORT_FILE_PATTERN.test(file)) return null;
    const e = this.files.get(file);
    if (!e || e.expiresAt < this.clock.now() || !fs.existsSync(e.path)) return null;
    return { path: e.path, name: e.name, format: 'xlsx' };
  }

  override sweep() {
    const now = this.clock.now();
    for (const [file, e] of this.files) {
      if (e.expiresAt >= now) continue;
      fs.rmSync(e.path, { force: true });
      this.files.delete(file);
    }
  }
}

/** Streams the rows into the file so a 100 000-row export never holds the whole workbook in memory. */
async function writeXlsx<R>(file: string, title: string, columns: readonly ListColumn<R>[], rows: readonly R[]) {
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useSharedStrings: false, useStyles: true });
  // Excel refuses sheet names over 31 characters or with []:*?/\ in them.
  const sheet = book.addWorksheet(title.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Sheet1', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c) => ({ header: safeText(c.header), width: c.width ?? Math.max(10, Math.min(40, c.header.length * 2 + 2)) }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  for (const r of rows) sheet.addRow(columns.map((c) => safeCell(c.value(r)))).commit();
  sheet.commit();
  await book.commit();
}
