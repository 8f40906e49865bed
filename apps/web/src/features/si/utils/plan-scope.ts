import dayjs from 'dayjs';
import { periodStartOf } from '@pfs/domain/si';

/** 今日 / 本周 / 全部: which plans the list shows by their due day. */
export const PLAN_SCOPES = [
  { value: 'today', label: '今日' },
  { value: 'week', label: '本周' },
  { value: 'all', label: '全部' },
] as const;
export type PlanScope = (typeof PLAN_SCOPES)[number]['value'];

/** The due days of a scope on the factory's calendar (weeks start on Monday, as plans are made). */
export function scopeDays(scope: PlanScope, today: string): { from?: string; to?: string } {
  if (scope === 'today') return { from: today, to: today };
  if (scope === 'week') {
    const from = periodStartOf('w', today);
    return { from, to: dayjs(from).add(6, 'day').format('YYYY-MM-DD') };
  }
  return {};
}
