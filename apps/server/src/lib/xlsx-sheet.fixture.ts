import ExcelJS from 'exceljs';

/** The first sheet of an .xlsx file a test wrote: its name and its rows, each row's cells from column A. */
export async function readSheet(file: string): Promise<{ name: string; rows: unknown[][] }> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(file);
  const sheet = book.worksheets[0]!;
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { name: sheet.name, rows };
}

/** Just the rows of the first sheet. */
export const readSheetRows = async (file: string): Promise<unknown[][]> => (await readSheet(file)).rows;
