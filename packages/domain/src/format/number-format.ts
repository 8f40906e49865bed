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
