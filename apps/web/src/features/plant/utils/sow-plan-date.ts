import { dayDiff } from '@pfs/domain/plant';

/**
 * 按计划播种's date: the planned one (sowing on another day shifts the whole plan), with a word when it is not
 * today — already past (record it as sown then, or pick the real day), or still ahead (sowing now is early and
 * the server takes no future day, so nothing is sown until a day up to today is chosen).
 */
export function sowPlanDate(planned: string, today: string): { date: string; note: string | null; early: boolean } {
  const d = dayDiff(today, planned);
  if (d < 0) return { date: planned, note: `计划播种日 ${planned} 已过 ${-d} 天：按实际播种的日期记录（若今天才播，请改为今天）`, early: false };
  if (d > 0) return { date: planned, note: `计划 ${planned} 播种，还有 ${d} 天；现在播种会提前，确需提前请选择今天（${today}）`, early: true };
  return { date: planned, note: null, early: false };
}

/** The chosen day is in the future: the server refuses it (no future records). */
export const isFutureDay = (date: string, today: string) => date > today;
