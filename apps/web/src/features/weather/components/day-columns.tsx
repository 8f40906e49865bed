import { Tag, type TableColumnsType } from 'antd';
import { wtDailyHistoryList, type WeatherDay } from '@pfs/domain/weather';
import { tableColumnsOf } from '@/components/list-columns';
import { RAIN_GRADE_COLORS } from '../utils/weather-charts';

/** The columns of the day table of 历史天气（日）: those of 逐日历史天气, the rain grade as a coloured tag. */
export const dayColumns: TableColumnsType<WeatherDay> = tableColumnsOf(wtDailyHistoryList, {
  day: { width: 110 },
  text: { width: 90 },
  temp_max: { width: 100, sorter: (a, b) => a.temp_max - b.temp_max },
  temp_min: { width: 100, sorter: (a, b) => a.temp_min - b.temp_min },
  temp_avg: { width: 100 },
  humidity: { width: 110 },
  precip: { width: 110, sorter: (a, b) => a.precip - b.precip },
  rain_grade_name: { width: 100, render: (n: string, d) => (d.rain_grade ? <Tag color={RAIN_GRADE_COLORS[d.rain_grade - 1]}>{n}</Tag> : n) },
  wind_scale_max: { width: 110, sorter: (a, b) => a.wind_scale_max - b.wind_scale_max },
  wind_dir: { width: 90 },
  pressure: { width: 120 },
});
