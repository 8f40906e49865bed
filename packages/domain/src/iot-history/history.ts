import dayjs from 'dayjs';

/**
 * History queries (raw, hourly, daily, last 24 h, extremes) and export: limits, range checks and the
 * downsampling rule, shared by the server (validation) and the web pages (forms, presets). The calls' body and
 * response schemas are in api/iot-history.api.ts.
 */
export const HISTORY_LIMITS = {
  maxPoints: 20,
  /** Raw readings are for detail; longer spans read the hourly or daily rollups. */
  rawMaxDays: 31,
  hourlyMaxDays: 366,
  dailyMaxDays: 1096,
  exportMaxDays: 366,
  /** Per series, a chart never needs more than a few thousand points. */
  seriesPointsDefault: 1500,
  /** Enough for a year of hours at full resolution. */
  seriesPointsMax: 10_000,
  /** One worksheet holds at most 1,048,576 rows. */
  xlsxMaxRows: 1_000_000,
} as const;

const DAY_MS = 86_400_000;

/** Null when the range is acceptable, else a Chinese message naming the limit. */
export function checkTimeRange(start: Date, end: Date, maxDays: number, what: string): string | null {
  if (end.getTime() <= start.getTime()) return '结束时间 end 必须晚于开始时间 start';
  if (end.getTime() - start.getTime() > maxDays * DAY_MS) return `${what}的查询范围不能超过 ${maxDays} 天`;
  return null;
}

/** Day ranges are inclusive on both ends ('YYYY-MM-DD'). */
export function checkDayRange(startDay: string, endDay: string, maxDays: number, what: string): string | null {
  const span = (Date.parse(`${endDay}T00:00:00Z`) - Date.parse(`${startDay}T00:00:00Z`)) / DAY_MS;
  if (!Number.isFinite(span)) return '日期无效，请使用 YYYY-MM-DD 格式';
  if (span < 0) return '结束日期 end_day 不能早于开始日期 start_day';
  if (span + 1 > maxDays) return `${what}的查询范围不能超过 ${maxDays} 天`;
  return null;
}

/** Bucket widths a chart reader understands at a glance. */
const NICE_BUCKETS_S = [1, 2, 5, 10, 15, 30, 60, 120, 300, 600, 900, 1800, 3600, 7200, 10_800, 21_600, 43_200, 86_400];

/**
 * Downsampling of raw readings for charts: null keeps every value
 * (at most maxPoints in range); otherwise the smallest nice bucket width giving at most maxPoints
 * buckets. Each bucket keeps avg, min and max, so a spike stays visible in the band when the line is averaged.
 */
export function downsampleBucketSeconds(rangeMs: number, readingCt: number, maxPoints: number): number | null {
  if (readingCt <= maxPoints) return null;
  const need = Math.ceil(rangeMs / 1000 / maxPoints);
  return NICE_BUCKETS_S.find((s) => s >= need) ?? Math.ceil(need / 86_400) * 86_400;
}

export const RANGE_PRESETS = [
  { key: 'today', label: '今天' },
  { key: 'last7', label: '最近7天' },
  { key: 'last30', label: '最近30天' },
  { key: 'month', label: '本月' },
] as const;
export type RangePresetKey = (typeof RANGE_PRESETS)[number]['key'];

/** [start, end] in the viewer's local calendar; 今天 and 本月 start at local midnight, all end now. */
export function presetRange(key: RangePresetKey, now: Date): [Date, Date] {
  const n = dayjs(now);
  const start = {
    today: () => n.startOf('day'),
    last7: () => n.subtract(7, 'day'),
    last30: () => n.subtract(30, 'day'),
    month: () => n.startOf('month'),
  }[key]();
  return [start.toDate(), now];
}

export const HISTORY_GRAINS = ['raw', 'hourly', 'daily'] as const;
export type HistoryGrain = (typeof HISTORY_GRAINS)[number];
export const HISTORY_GRAIN_LABELS: Record<HistoryGrain, string> = { raw: '原始数据', hourly: '小时数据', daily: '日数据' };
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
export const EXPORT_STATES = ['running', 'done', 'failed'] as const;
export type ExportState = (typeof EXPORT_STATES)[number];

/** Validation of an export request beyond its schema: null when fine, else a Chinese message. */
export function checkExportRange(grain: HistoryGrain, start: Date, end: Date): string | null {
  return checkTimeRange(start, end, HISTORY_LIMITS.exportMaxDays, `导出${HISTORY_GRAIN_LABELS[grain]}`);
}
