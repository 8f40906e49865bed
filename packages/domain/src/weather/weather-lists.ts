import { callAccess, callsAs } from '../contract/call.js';
import { listOf, plainCols, unpagedListOf, type ListColumn } from '../contract/list.js';
import type { z } from 'zod';
import {
  WEATHER_LIMITS,
  WEATHER_SOURCE_LABELS,
  rainRawFilterSchema,
  rainRawItemSchema,
  weatherDailyHistorySchema,
  weatherDayRangeBodySchema,
  weatherHourlyHistorySchema,
  type RainRawItem,
  type WeatherDay,
  type WeatherHour,
} from './weather.api.js';

/**
 * 天气's lists with an Excel export (listOf): 历史天气 by hour and by day, and the raw rain readings. Each one's
 * filters and item come from weather.api.ts; its columns, title and calls are here, once.
 */

const list = callsAs('天气', callAccess.perm('iot.list'));

const HOUR_COLUMNS: ListColumn<WeatherHour>[] = [
  { key: 't', title: '时间', width: 18, format: 'datetime' },
  ...plainCols<WeatherHour>({ text: '天气', temp: '温度(°C)', feels_like: '体感温度(°C)', humidity: '湿度(%)', precip: '降水(mm)' }),
  ...plainCols<WeatherHour>({ wind_dir: '风向', wind_scale: '风力(级)', wind_speed: '风速(m/s)', pressure: '气压(hPa)', vis: '能见度(km)' }),
];

const DAY_COLUMNS: ListColumn<WeatherDay>[] = [
  { key: 'day', title: '日期', width: 12, format: 'date' },
  ...plainCols<WeatherDay>({ text: '天气', temp_max: '最高温(°C)', temp_min: '最低温(°C)', temp_avg: '平均温(°C)' }),
  ...plainCols<WeatherDay>({ humidity: '平均湿度(%)', precip: '降水量(mm)', rain_grade_name: '降水等级' }),
  ...plainCols<WeatherDay>({ wind_scale_max: '最大风力(级)', wind_dir: '主导风向', pressure: '平均气压(hPa)' }),
];

const RAIN_RAW_COLUMNS: ListColumn<RainRawItem>[] = [
  { key: 't', title: '时间', width: 18, format: 'datetime' },
  { key: 'precip', title: '降水量(mm/h)' },
  { key: 'grade_name', title: '等级' },
  { key: 'src', title: '来源', format: { labels: WEATHER_SOURCE_LABELS } },
];

/** A 历史天气 list: a day range of at most `days` days, answered whole with its rows in `items`. */
const historyOf = <R, D extends z.ZodType<{ items: R[] }, { items: R[] }>>(title: string, name: string, days: number, data: D, columns: ListColumn<R>[]) =>
  unpagedListOf(list, { title, name, summary: `${title}（最多 ${days} 天）`, filter: weatherDayRangeBodySchema, data, rows: (d) => d.items, columns });

export const wtHourlyHistoryList = historyOf('逐小时历史天气', 'wt_hourly_history', WEATHER_LIMITS.hourlyDaysMax, weatherHourlyHistorySchema, HOUR_COLUMNS);
export const { list: getWtHourlyHistory, export: exportWtHourlyHistory } = wtHourlyHistoryList;

export const wtDailyHistoryList = historyOf('逐日历史天气', 'wt_daily_history', WEATHER_LIMITS.dailyDaysMax, weatherDailyHistorySchema, DAY_COLUMNS);
export const { list: getWtDailyHistory, export: exportWtDailyHistory } = wtDailyHistoryList;

export const rainRawList = listOf(list, { title: '降水原始数据', urls: { list: '/api/get_rain_raw_list', export: '/api/export_rain_raw_list' }, summary: '降水原始数据（每小时观测）', filter: rainRawFilterSchema, item: rainRawItemSchema, columns: RAIN_RAW_COLUMNS });
export const { list: getRainRawList, export: exportRainRawList } = rainRawList;
