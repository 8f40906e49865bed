import { z } from 'zod';

/**
 * Field schemas every request body is built from, so a value the database cannot hold is refused with a
 * Chinese message naming the field instead of failing in PostgreSQL: ids within their column's range,
 * whole numbers without JavaScript's loose coercion, text without control characters, real calendar dates.
 */

/** Largest value of a PostgreSQL integer / serial column. */
export const INT4_MAX = 2_147_483_647;

export type IntRange = { min: number; max: number };

const DECIMAL = /^[0-9]+$/;

/**
 * A whole number: a JSON integer, or a string of decimal digits (ids read from URL params). Nothing else:
 * `"0x10"`, `true`, `"1e3"`, `" 1"` and `""` are refused rather than coerced into some other number.
 * `name` is how messages call the field, e.g. '网关编号 gw_id'.
 */
export function intSchema(name: string, { min, max, unset }: IntRange & { unset?: string }) {
  const who = /[A-Za-z0-9_]$/.test(name) ? `${name} ` : name;
  const notInt = `${who}必须是整数`;
  const outside = `${who}须在 ${min}–${max} 之间`;
  return z
    .union(
      [
        // Range before int: 2**53 is not a safe integer either, but "out of range" is what the caller needs to hear.
        z.number({ error: notInt }).min(min, unset ?? outside).max(max, outside).int(notInt),
        z.string({ error: notInt }).regex(DECIMAL, `${who}必须是整数（十进制数字）`),
      ],
      { error: (iss) => (iss.input == null ? (unset ?? notInt) : notInt) },
    )
    .transform((v, ctx) => {
      if (typeof v === 'number') return v;
      const n = Number(v);
      if (n < min || n > max) {
        ctx.addIssue({ code: 'custom', message: n < min && unset ? unset : outside, input: v });
        return z.NEVER;
      }
      return n;
    });
}

/**
 * A row id: 1 … the column's maximum (int4 / serial unless said otherwise). `unset` is the message for a
 * missing or zero id where a form calls it a choice not made (请选择点位).
 */
export const idSchema = (label: string, field: string, o: { max?: number; unset?: string } = {}) =>
  intSchema(`${label} ${field}`, { min: 1, max: o.max ?? INT4_MAX, unset: o.unset });

/** Control characters break logs, exports and PostgreSQL (NUL); multi-line text may keep tab and line breaks. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001F\u007F]/;
// eslint-disable-next-line no-control-regex -- as above
const CONTROL_MULTILINE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
export const hasControlChars = (s: string, multiline = false) => (multiline ? CONTROL_MULTILINE : CONTROL).test(s);

export type TextOptions = {
  /** Minimum length after trimming (default 0). */
  min?: number;
  /** Message when shorter than `min` or missing (default 请填写{label}). */
  minMsg?: string;
  maxMsg?: string;
  /** Tab and line breaks allowed (remarks, descriptions, reasons). */
  multiline?: boolean;
  /** Keep surrounding spaces (passwords). */
  raw?: boolean;
};

/** Text from a user: trimmed, at most `max` characters, no control characters. */
export function textSchema(label: string, max: number, o: TextOptions = {}) {
  const required = o.minMsg ?? `请填写${label}`;
  const base = z.string({ error: (iss) => (iss.input === undefined ? required : `${label}必须是文字`) });
  const trimmed = o.raw ? base : base.trim();
  const bounded = trimmed.max(max, o.maxMsg ?? `${label}不能超过 ${max} 个字符`).refine((s) => !hasControlChars(s, o.multiline), `${label}不能包含控制字符`);
  return o.min ? bounded.refine((s) => s.length >= o.min!, required) : bounded;
}

// Years PostgreSQL and every client agree on (PostgreSQL has no year 0; nobody plants before 1900).
const YEAR_MIN = 1900;
const YEAR_MAX = 9999;
const yearOk = (s: string) => {
  const y = Number(s.slice(0, 4));
  return y >= YEAR_MIN && y <= YEAR_MAX;
};

/**
 * An instant as ISO 8601 with a zone (`2026-03-01T08:00:00+08:00`, `…Z`), on a day that exists: zod's
 * pattern knows month lengths and leap years, where `new Date('2026-02-30')` silently rolls over.
 */
export function dateTimeSchema(label: string, field: string) {
  const msg = `${label} ${field} 时间格式不正确，应为 ISO 8601（如 2026-03-01T08:00:00+08:00）且日期真实存在`;
  return z.iso.datetime({ offset: true, error: msg }).refine(yearOk, `${label} ${field} 的年份须在 ${YEAR_MIN}–${YEAR_MAX} 之间`);
}

/** The same, read as a Date. */
export const instantSchema = (label: string, field: string) => dateTimeSchema(label, field).transform((s) => new Date(s));

/** A calendar day YYYY-MM-DD that exists (no 2026-02-30, no 2026-13-01). */
export function daySchema(label: string, field: string) {
  const msg = `${label} ${field} 必须是 YYYY-MM-DD 格式且真实存在的日期`;
  return z.iso.date({ error: msg }).refine(yearOk, `${label} ${field} 的年份须在 ${YEAR_MIN}–${YEAR_MAX} 之间`);
}

const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
/** A day of any year, MM-DD (02-29 allowed: it exists in leap years). */
export function monthDaySchema(label: string) {
  const msg = `${label}须为 MM-DD 格式，如 03-01`;
  return z
    .string({ error: msg })
    .regex(/^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, msg)
    .refine((s) => Number(s.slice(3)) <= DAYS_IN_MONTH[Number(s.slice(0, 2)) - 1]!, `${label}不是真实存在的日期`);
}

/**
 * A quantity with decimals (kg, material units, prices): a finite JSON number within [min, max] with at most
 * `scale` decimals (default 3, what the numeric columns keep). Binary noise such as 0.30000000000000004 is
 * rounded to the scale rather than refused; strings are refused like everywhere else.
 */
export function decimalSchema(name: string, { min, max, scale = 3 }: { min: number; max: number; scale?: number }) {
  const who = /[A-Za-z0-9_]$/.test(name) ? `${name} ` : name;
  const f = 10 ** scale;
  return z
    .number({ error: `${who}必须是数字` })
    .min(min, `${who}须在 ${min}–${max} 之间`)
    .max(max, `${who}须在 ${min}–${max} 之间`)
    .refine((v) => Math.abs(Math.round(v * f) - v * f) < 1e-6, `${who}最多保留 ${scale} 位小数`)
    .transform((v) => Math.round(v * f) / f);
}
