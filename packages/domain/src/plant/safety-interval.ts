/**
 * The safety interval (安全间隔期) of a pesticide: the days after an application during which the treated
 * crop may not be harvested. Applied on day D with an interval of N days, harvest is allowed from D + N;
 * D … D + N − 1 are inside the interval.
 */
import { addDays, dayDiff } from './plant-day.js';
import type { ProtectionMark } from './batch-replay.js';

export const SAFETY_DAYS_MAX = 365;

/** The first day a crop treated on `date` may be harvested. */
export const safeFromDay = (date: string, safetyDays: number) => addDays(date, safetyDays);

/** The protection that blocks a harvest on `date` (the one ending last), or null. */
export function blockingProtection(protections: readonly ProtectionMark[], date: string): ProtectionMark | null {
  let worst: ProtectionMark | null = null;
  for (const p of protections) if (p.date <= date && date < p.safe_from && (worst === null || p.safe_from > worst.safe_from)) worst = p;
  return worst;
}

/** Null when a harvest on `date` is allowed; else the refusal naming the pesticide and the day the interval ends. */
export function checkHarvestSafety(protections: readonly ProtectionMark[], date: string, batchNo: string): string | null {
  const p = blockingProtection(protections, date);
  if (p === null) return null;
  const days = dayDiff(p.date, p.safe_from);
  return `批次 ${batchNo} 在 ${p.date} 施用了 ${p.pesticide}，安全间隔期 ${days} 天，至 ${addDays(p.safe_from, -1)} 结束，${p.safe_from} 起才能采收`;
}
