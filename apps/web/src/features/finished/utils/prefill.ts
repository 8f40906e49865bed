/** Form values the system already knows: boxes from a lot's pieces, the entry loss from what was picked. */

const round3 = (v: number) => Math.round(v * 1000) / 1000;

/**
 * Boxes for kg taken from a lot entered as `count` pieces of `enteredKg`: the same share of its pieces, at least one
 * box when anything leaves. A lot entered without a piece count gives 0 (nothing known).
 */
export function boxesFor(count: number, enteredKg: number, kg: number): number {
  if (count <= 0 || enteredKg <= 0 || kg <= 0) return 0;
  return Math.min(count, Math.max(1, Math.round((count * kg) / enteredKg)));
}

/**
 * 入库 weighs what arrives: what was picked (暂存) and did not arrive is the loss on entry. A weight above what waits
 * is no loss (the form refuses it separately).
 */
export function entryLoss(tmpKg: number, kg: number | null | undefined): number {
  if (kg === null || kg === undefined || !Number.isFinite(kg)) return 0;
  return Math.max(0, round3(tmpKg - kg));
}
