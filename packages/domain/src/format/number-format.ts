/** Spec §9: percentages round to 2 decimals. */
export const round2 = (v: number) => Math.round((v + Number.EPSILON) * 100) / 100;
export const percent = (part: number, total: number) => (total === 0 ? 0 : round2((part / total) * 100));

const UNITS = ['', 'k', 'M', 'G', 'T', 'P', 'E'] as const;
/** Spec §9: abbreviations k, M, G, T, P, E at powers of 1000. */
export function abbreviateNumber(n: number, digits = 1): string {
  const sign = n < 0 ? '-' : '';
  let v = Math.abs(n);
  let i = 0;
  while (v >= 1000 && i < UNITS.length - 1) {
    v /= 1000;
    i += 1;
  }
  const text = i === 0 ? String(v) : v.toFixed(digits).replace(/\.0+$|(\.\d*?)0+$/, '$1');
  return `${sign}${text}${UNITS[i]}`;
}

/** Spec §9: numbers over 999 get thousands separators. */
export function thousands(n: number): string {
  const [int, frac] = String(n).split('.');
  const grouped = int!.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return frac ? `${grouped}.${frac}` : grouped;
}

/** Spec §9: long text cut with an ellipsis at a caller-given length. */
export const ellipsis = (text: string, max: number) => (text.length > max ? `${text.slice(0, max)}...` : text);

/**
 * How a measured quantity is shown: decimals by unit (spec vocabulary: °C 1, %RH 0, ppm 0, μmol 0, EC 2, pH 1,
 * kWh 2, m³ 2 …) and the smallest y-span a chart or sparkline may draw, so sensor noise in the last digit does not
 * fill the whole height. minSpan / 5 ≥ 10^-decimals: five axis ticks never need more decimals than the values.
 */
export type ValueRule = { decimals: number; minSpan: number };

const rule = (decimals: number, minSpan: number): ValueRule => ({ decimals, minSpan });
const TEMP = rule(1, 1);
const PERCENT = rule(0, 5);
const PPM = rule(0, 50);
const PPFD = rule(0, 20);
const EC = rule(2, 0.2);
const PH = rule(1, 0.5);
const MG_L = rule(1, 1);
const KWH = rule(2, 0.1);
const M3 = rule(2, 0.1);

/** Keys are normalized units: lower case, micro sign as Greek mu, no spaces. */
const BY_UNIT: Record<string, ValueRule> = {
  '°c': TEMP,
  '℃': TEMP,
  '°f': TEMP,
  '%': PERCENT,
  '%rh': PERCENT,
  ppm: PPM,
  'μmol/m²/s': PPFD,
  'μmol/m2/s': PPFD,
  'μmol/(m²·s)': PPFD,
  μmol: PPFD,
  'ms/cm': EC,
  'μs/cm': rule(0, 100),
  ph: PH,
  'mg/l': MG_L,
  kwh: KWH,
  'm³': M3,
  m3: M3,
  lux: rule(0, 100),
  lx: rule(0, 100),
  w: rule(0, 10),
  kw: rule(2, 0.1),
  pa: rule(0, 10),
  hpa: rule(0, 5),
  kpa: rule(2, 0.1),
  'm/s': rule(1, 0.5),
  l: rule(1, 1),
  'l/h': rule(1, 1),
  'l/min': rule(1, 1),
  v: rule(1, 1),
  a: rule(2, 0.1),
  // Costs estimated from consumption.
  元: rule(2, 1),
};

/** Points whose unit is empty or unusual (pH has none) are known by their quantity. */
const BY_QUANTITY: Record<string, ValueRule> = {
  air_temp: TEMP,
  water_temp: TEMP,
  humidity: PERCENT,
  water_level: PERCENT,
  co2: PPM,
  ppfd: PPFD,
  ec: EC,
  ph: PH,
  do: MG_L,
  kwh: KWH,
  m3: M3,
};

/** Unknown units: up to 2 decimals (trailing zeros dropped), span scaled to the value. */
export const DEFAULT_VALUE_RULE: ValueRule = rule(2, 0);

export const normalizeUnit = (unit: string) => unit.trim().toLowerCase().replaceAll('µ', 'μ').replaceAll(' ', '');

export function valueRule(unit: string, quantity?: string): ValueRule {
  return BY_UNIT[normalizeUnit(unit)] ?? (quantity ? BY_QUANTITY[quantity.toLowerCase()] : undefined) ?? DEFAULT_VALUE_RULE;
}

/** A reading as text by its unit's rule, thousands separated; missing values show a dash. */
export function formatValue(v: number | null | undefined, unit = '', quantity?: string): string {
  if (v === null || v === undefined || !Number.isFinite(v)) return '—';
  const r = valueRule(unit, quantity);
  // Half away from zero on the decimal digits people read (toFixed alone rounds 21.45 down: binary 21.4499…).
  const f = 10 ** r.decimals;
  let text = ((Math.sign(v) * Math.round(Math.abs(v) * f * (1 + Number.EPSILON))) / f).toFixed(r.decimals);
  if (r === DEFAULT_VALUE_RULE) text = text.replace(/\.?0+$/, '');
  if (/^-0(\.0*)?$/.test(text)) text = text.slice(1);
  return groupInt(text);
}

/** Thousands separators on the integer part only, keeping the fixed decimals (toFixed text). */
function groupInt(text: string): string {
  const [int, frac] = text.split('.');
  const grouped = int!.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return frac !== undefined ? `${grouped}.${frac}` : grouped;
}

/** A reading with its unit: "21.3 °C", "1,250 ppm", "6.1" (pH has none). */
export function formatValueWithUnit(v: number | null | undefined, unit = '', quantity?: string): string {
  const text = formatValue(v, unit, quantity);
  return text === '—' || !unit ? text : `${text} ${unit}`;
}

/** The one temperature symbol (not ℃): every page, export and label writes temperatures with it. */
export const TEMP_UNIT = '°C';
/** A temperature as the docs give it: one decimal and °C ("21.3 °C"); missing shows a dash. */
export const formatTemp = (v: number | null | undefined) => formatValueWithUnit(v, TEMP_UNIT);

/** Decimals a produce scale shows (0.01 kg). Stock is kept in grams; what people read is what a scale reads. */
export const KG_DECIMALS = 2;
/** kg as a scale reads it: at most 2 decimals, trailing zeros dropped, thousands grouped ("1,250.5"). */
export function formatKgNumber(v: number | null | undefined): string {
  if (v === null || v === undefined || !Number.isFinite(v)) return '—';
  const f = 10 ** KG_DECIMALS;
  const r = (Math.sign(v) * Math.round(Math.abs(v) * f * (1 + Number.EPSILON))) / f;
  return groupInt(trimZeros(r.toFixed(KG_DECIMALS)).replace(/^-0$/, '0'));
}
/** kg with its unit ("80 kg", "12.35 kg"); missing shows a dash. */
export const formatKg = (v: number | null | undefined) => {
  const text = formatKgNumber(v);
  return text === '—' ? text : `${text} kg`;
};

/** "80.000" → "80", "12.500" → "12.5": fixed decimals without the zeros that say nothing. */
export const trimZeros = (text: string) => (text.includes('.') ? text.replace(/\.?0+$/, '') : text);

/**
 * The text a number input shows when the user is not typing: the value rounded to `precision`, trailing zeros
 * dropped (80, not 80.000). While typing, what the user typed stays as it is.
 */
export function inputNumberText(value: number | string | undefined, precision: number): string {
  if (value === undefined || value === '') return '';
  const n = Number(value);
  if (!Number.isFinite(n)) return String(value);
  return trimZeros(n.toFixed(precision));
}
