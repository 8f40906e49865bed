/**
 * `<prefix><nn>`: one more than the highest number already given out with `prefix` (the day's order or batch
 * numbers), at least two digits. Numbers not made this way (a hand-written suffix) are ignored.
 */
export function nextNumber(prefix: string, taken: string[]): string {
  const max = taken
    .map((no) => no.slice(prefix.length))
    .filter((n) => /^\d{1,6}$/.test(n))
    .reduce((a, n) => Math.max(a, Number(n)), 0);
  return `${prefix}${String(max + 1).padStart(2, '0')}`;
}
