import { callAccess, callsAs } from '../contract/call.js';
import { listOf, unpagedListOf, type ListColumn } from '../contract/list.js';
import {
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
  { key: 'text', title: '天气' },
  { key: 'temp', title: '温度(°C)' },
  { key: 'feels_like', title: '体感温度(°C)' },
  { key: 'humidity', title: '湿度(%)' },
  { key: 'precip', title: '降水(mm)' },
  { key: 'wind_dir', title: '风向' },
  { key: 'wind_scale', title: '风力(级)' },
  { key: 'wind_speed', title: '风速(m/s)' },
  { key: 'pressure', title: '气压(hPa)' },
  { key: 'vis', title: '能见度(km)' },
];

const DAY_COLUMNS: ListColumn<WeatherDay>[] = [
  { key: 'day', title: '日期', width: 12, format: 'date' },
  { key: 'text', title: '天气' },
  { key: 'temp_max', title: '最高温(°C)' },
  { key: 'temp_min', title: '最低温(°C)' },
  { key: 'temp_avg', title: '平均温(°C)' },
  { key: 'humidity', title: '平均湿度(%)' },
  { key: 'precip', title: '降水量(mm)' },
  { key: 'rain_grade_name', title: '降水等级' },
  { key: 'wind_scale_max', title: '最大风力(级)' },
  { key: 'wind_dir', title: '主导风向' },
  { key: 'pressure', title: '平均气压(hPa)' },
];

const RAIN_RAW_COLUMNS: ListColumn<RainRawItem>[] = [
  { key: 't', title: '时间', width: 18, format: 'datetime' },
  { key: 'precip', title: '降水量(mm/h)' },
  { key: 'grade_name', title: '等级' },
  { key: 'src', title: '来源', format: { labels: WEATHER_SOURCE_LABELS } },
];

export const wtHourlyHistoryList = unpagedListOf(list, {
  title: '逐小时历史天气',
  urls: { list: '/api/get_wt_hourly_history', export: '/api/export_wt_hourly_history' },
  summary: '逐小时历史天气（最多 31 天）',
  filter: weatherDayRangeBodySchema,
  data: weatherHourlyHistorySchema,
  rows: (d) => d.items,
  columns: HOUR_COLUMNS,
});
export const { list: getWtHourlyHistory, export: exportWtHourlyHistory } = wtHourlyHistoryList;

export const wtDailyHistoryList = unpagedListOf(list, {
  title: '逐日历史天气',
  urls: { list: '/api/get_wt_daily_history', export: '/api/export_wt_daily_history' },
  summary: '逐日历史天气（最多 366 天）',
  filter: weatherDayRangeBodySchema,
  data: weatherDailyHistorySchema,
  rows: (d) => d.items,
  columns: DAY_COLUMNS,
});
export const { list: getWtDailyHistory, export: exportWtDailyHistory } = wtDailyHistoryList;

export const rainRawList = listOf(list, {
  title: '降水原始数据',
  urls: { list: '/api/get_rain_raw_list', export: '/api/export_rain_raw_list' },
  summary: '降水原始数据（每小时观测）',
  filter: rainRawFilterSchema,
  item: rainRawItemSchema,
  columns: RAIN_RAW_COLUMNS,
});
export const { list: getRainRawList, export: exportRainRawList } = rainRawList;
