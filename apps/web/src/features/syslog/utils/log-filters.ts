import dayjs, { type Dayjs } from 'dayjs';
import type { FacLogQueryBody } from '../api/log-query';

export type TimeRange = [Dayjs, Dayjs];
/** What the filter bar holds; `type` only where the log has types. */
export type LogFilters = { range?: TimeRange | null; uid?: number; type?: string };
export type Paging = { page: number; size: number };

/** The body of a log list call: fid, paging, the time range as ISO instants, member and type. */
export function toLogQueryBody(fid: number, paging: Paging, f: LogFilters): FacLogQueryBody {
  return {
    fid,
    page: paging.page,
    size: paging.size,
    start: f.range?.[0]?.toISOString(),
    end: f.range?.[1]?.toISOString(),
    uid: f.uid,
    type: f.type || undefined,
  };
}

/** Quick ranges of the RangePicker, ending now. */
export function rangePresets(now: Dayjs = dayjs()): { label: string; value: TimeRange }[] {
  return [
    { label: '最近 1 小时', value: [now.subtract(1, 'hour'), now] },
    { label: '今天', value: [now.startOf('day'), now.endOf('day')] },
    { label: '最近 24 小时', value: [now.subtract(24, 'hour'), now] },
    { label: '最近 7 天', value: [now.subtract(7, 'day'), now] },
    { label: '最近 30 天', value: [now.subtract(30, 'day'), now] },
  ];
}

export const hasActiveFilter = (f: LogFilters) => !!(f.range || f.uid !== undefined || f.type);
