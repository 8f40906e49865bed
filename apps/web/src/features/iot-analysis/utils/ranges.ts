import dayjs, { type Dayjs } from 'dayjs';

export type DayjsRange = [Dayjs, Dayjs];

/** Quick ranges of the analysis page, ending now. */
export function analysisPresets(now: Dayjs = dayjs()): { label: string; value: DayjsRange }[] {
  return [
    { label: '最近 24 小时', value: [now.subtract(24, 'hour'), now] },
    { label: '最近 3 天', value: [now.subtract(3, 'day'), now] },
    { label: '最近 7 天', value: [now.subtract(7, 'day'), now] },
    { label: '最近 30 天', value: [now.subtract(30, 'day'), now] },
    { label: '最近 90 天', value: [now.subtract(90, 'day'), now] },
  ];
}

/** The last `days` days up to now (a saved set's default range). */
export const lastDays = (days: number, now: Dayjs = dayjs()): DayjsRange => [now.subtract(days, 'day'), now];

/** Quick calendar ranges of the consumption pages (whole days). */
export function consumptionPresets(now: Dayjs = dayjs()): { label: string; value: DayjsRange }[] {
  const today = now.startOf('day');
  return [
    { label: '最近 7 天', value: [today.subtract(6, 'day'), today] },
    { label: '最近 30 天', value: [today.subtract(29, 'day'), today] },
    { label: '本月', value: [today.startOf('month'), today] },
    { label: '上月', value: [today.subtract(1, 'month').startOf('month'), today.subtract(1, 'month').endOf('month').startOf('day')] },
    { label: '今年', value: [today.startOf('year'), today] },
    { label: '最近 12 个月', value: [today.subtract(11, 'month').startOf('month'), today] },
  ];
}
