import fs from 'node:fs';
import { once } from 'node:events';
import ExcelJS from 'exceljs';
import type { ExportFormat } from '@pfs/domain/iot-history';
import { safeCell, safeText } from '../list-export/index.js';

export type Cell = string | number | null;

/** A file that rows are appended to chunk by chunk; nothing but the current chunk stays in memory. */
export interface RowSink {
  writeRows(rows: Cell[][]): Promise<void>;
  close(): Promise<void>;
  abort(): void;
}

const csvCell = (cell: Cell) => {
  const c = safeCell(cell);
  if (c === null) return '';
  const s = String(c);
  return /[",\r\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
};

/** A file stream whose failure (missing directory, full disk) fails the export instead of the process. */
function fileStream(file: string) {
  const out = fs.createWriteStream(file);
  const state = { out, failure: null as Error | null };
  out.on('error', (err) => (state.failure ??= err));
  return state;
}

class CsvSink implements RowSink {
  private readonly out: fs.WriteStream;
  private readonly file: ReturnType<typeof fileStream>;
  constructor(file: string, header: string[]) {
    this.file = fileStream(file);
    this.out = this.file.out;
    // The BOM makes Excel read the file as UTF-8, so the Chinese headers show correctly.
    this.out.write(`\ufeff${header.map(csvCell).join(',')}\r\n`);
  }
  async writeRows(rows: Cell[][]) {
    if (this.file.failure) throw this.file.failure;
    if (rows.length === 0) return;
    if (!this.out.write(rows.map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n')) await once(this.out, 'drain');
  }
  async close() {
    if (this.file.failure) throw this.file.failure;
    await new Promise<void>((resolve, reject) => this.out.end((err?: Error | null) => (err ? reject(err) : resolve())));
    if (this.file.failure) throw this.file.failure;
  }
  abort() {
    this.out.destroy();
  }
}

class XlsxSink implements RowSink {
  private readonly book: ExcelJS.stream.xlsx.WorkbookWriter;
  private readonly sheet: ExcelJS.Worksheet;
  private readonly file: ReturnType<typeof fileStream>;
  constructor(file: string, header: string[], sheetName: string) {
    this.file = fileStream(file);
    this.book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: this.file.out, useSharedStrings: false, useStyles: true });
    this.sheet = this.book.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
    this.sheet.columns = header.map((h, i) => ({ header: safeText(h), width: i === 0 ? 20 : Math.max(12, Math.min(36, h.length * 2)) }));
    this.sheet.getRow(1).font = { bold: true };
    this.sheet.getRow(1).commit();
  }
  async writeRows(rows: Cell[][]) {
    if (this.file.failure) throw this.file.failure;
    for (const r of rows) this.sheet.addRow(r.map(safeCell)).commit();
  }
  async close() {
    if (this.file.failure) throw this.file.failure;
    this.sheet.commit();
    await this.book.commit();
    if (this.file.failure) throw this.file.failure;
  }
  abort() {
    // The streaming writer has no cancel: its file stream is closed and the caller deletes the partial file.
    this.file.out.destroy();
  }
}

export function openSink(format: ExportFormat, file: string, header: string[], sheetName: string): RowSink {
  return format === 'csv' ? new CsvSink(file, header) : new XlsxSink(file, header, sheetName);
}
