import type { TableColumnsType } from 'antd';
import { rainGradeOf, wtHourlyHistoryList, type WeatherHour } from '@pfs/domain/weather';
import { tableColumnsOf } from '@/components/list-columns';
import { WeatherIcon } from './weather-icon';

/** The columns of an hour table (history and forecast): those of 逐小时历史天气, with the icon and the rain grade. */
export const hourColumns: TableColumnsType<WeatherHour> = tableColumnsOf(wtHourlyHistoryList, {
  t: { width: 150 },
  text: {
    width: 100,
    render: (t: string, h) => (
      <>
        <WeatherIcon icon={h.icon} /> {t}
      </>
    ),
  },
  temp: { width: 90, sorter: (a, b) => a.temp - b.temp },
  feels_like: { title: '体感(°C)', width: 90 },
  humidity: { width: 90 },
  precip: { width: 100, sorter: (a, b) => a.precip - b.precip, render: (p: number) => (p > 0 ? `${p}（${rainGradeOf(p, '1h')!.name}）` : '0') },
  wind_dir: { width: 80 },
  wind_scale: { width: 90, sorter: (a, b) => a.wind_scale - b.wind_scale },
  wind_speed: { width: 100 },
  pressure: { width: 100 },
  vis: { width: 100 },
});
