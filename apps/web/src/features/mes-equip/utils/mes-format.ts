import type { EquipState } from '@pfs/domain/mes';

/** A 0–1 ratio as a percentage with one decimal; nothing measured is —. */
export const pctText = (x: number | null | undefined) => (x === null || x === undefined ? '—' : `${Math.round(x * 1000) / 10}%`);

/** A 0–1 ratio as a whole percentage for a gauge or progress bar (nothing measured: 0). */
export const pctInt = (x: number | null | undefined) => (x === null || x === undefined ? 0 : Math.round(x * 100));

/** The colour of a machine's state tag and card edge: running green, waiting grey-blue, fault red, maintenance orange. */
export const EQUIP_STATE_COLORS: Record<EquipState, string> = { run: 'green', idle: 'blue', fault: 'red', maint: 'orange' };

/**
 * The colour an OEE reads in (world class ≥ 85 %, typical 60 %): green, amber, red. Nothing measured is grey.
 */
export function oeeColor(x: number | null | undefined): string {
  if (x === null || x === undefined) return '#bfbfbf';
  if (x >= 0.85) return '#52c41a';
  if (x >= 0.6) return '#faad14';
  return '#f5222d';
}

/** An order's progress in whole percent of its dishes (0 without dishes, never over 100). */
export const woPercent = (w: { dishes: number; done_dishes: number }) => (w.dishes > 0 ? Math.min(100, Math.round((w.done_dishes / w.dishes) * 100)) : 0);

/** How long a machine has been in its state, from `since` to `now`: 「12 分钟」「3 小时 5 分」「2 天」. */
export function sinceText(since: string, now: number): string {
  const min = Math.max(0, Math.floor((now - Date.parse(since)) / 60_000));
  if (min < 60) return `${min} 分钟`;
  if (min < 24 * 60) return `${Math.floor(min / 60)} 小时${min % 60 ? ` ${min % 60} 分` : ''}`;
  return `${Math.floor(min / (24 * 60))} 天`;
}

/** Days from `today` to a maintenance day (negative: overdue by that many days). */
export const daysUntil = (day: string, today: string) => Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);

/** What a machine's next maintenance says: 「超期 3 天」「今天到期」「5 天后」. */
export function maintDueText(day: string, today: string): string {
  const d = daysUntil(day, today);
  if (d < 0) return `超期 ${-d} 天`;
  if (d === 0) return '今天到期';
  return `${d} 天后`;
}
