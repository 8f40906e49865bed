/** One printed box label: which shipped lot, which box of how many. */
export type BoxLabel<T> = { item: T; box: number; of: number };

/** Labels that fit one A4 sheet (3 × 6 labels of 60 × 40 mm). */
export const LABELS_PER_SHEET = 18;

/** Every box of every shipped lot gets a label (a lot without a box count still gets one), in sheets of 18. */
export function labelSheets<T extends { boxes: number }>(items: readonly T[], perSheet = LABELS_PER_SHEET): BoxLabel<T>[][] {
  const labels = items.flatMap((item) => {
    const of = Math.max(1, item.boxes);
    return Array.from({ length: of }, (_x, n) => ({ item, box: n + 1, of }));
  });
  const sheets: BoxLabel<T>[][] = [];
  for (let i = 0; i < labels.length; i += perSheet) sheets.push(labels.slice(i, i + perSheet));
  return sheets;
}
