import { formatFactoryTime } from '@pfs/domain';
import { type LotView } from '@pfs/domain/material';
import { dayDiff } from '@pfs/domain/plant';

export const LOT_STATE_LABELS: Readonly<Record<LotView['state'], string>> = { ok: '正常', expiring: '临期', expired: '已过期', empty: '已用完' };
export const LOT_STATE_COLORS: Readonly<Record<LotView['state'], string>> = { ok: 'green', expiring: 'orange', expired: 'red', empty: 'default' };

/** How the expiry column reads: 还有 N 天 while it runs, 已过期 N 天 after, nothing for a lot without one. */
export function expiryNote(expiresOn: string | null, today: string): { text: string; tone: 'danger' | 'warning' | undefined } | null {
  if (!expiresOn) return null;
  const left = dayDiff(today, expiresOn);
  if (left < 0) return { text: `已过期 ${-left} 天`, tone: 'danger' };
  if (left === 0) return { text: '今天到期', tone: 'warning' };
  return { text: `还有 ${left} 天`, tone: left <= 30 ? 'warning' : undefined };
}

/** Today in the factory's time zone, as lot states and "no future days" read it. */
export const factoryToday = (now: number = Date.now()) => formatFactoryTime(now, 'YYYY-MM-DD');
