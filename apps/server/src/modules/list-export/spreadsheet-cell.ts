/** What a cell of an exported file may hold: text, a number, or nothing. */
export type SheetCell = string | number | null;

/** Characters a spreadsheet reads as the start of a formula (OWASP CSV injection): = + - @, and tab / CR before them. */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A plain number written as text ("-3.5"): no formula can hide in it, so it is left as it is. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * Every exported cell (CSV and Excel, headers and values) goes through here: text that a spreadsheet would run as
 * a formula (a gateway named `=1+1网关`, a remark `@SUM(…)`) gets a leading apostrophe, so it shows as the text it
 * is. Numbers stay numbers: a negative number cell is not touched.
 */
export function safeCell(c: SheetCell): SheetCell {
  if (typeof c !== 'string' || !FORMULA_START.test(c) || PLAIN_NUMBER.test(c)) return c;
  return `'${c}`;
}

/** A header or text that must stay text. */
export const safeText = (s: string): string => safeCell(s) as string;
