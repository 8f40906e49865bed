import { Tag, type TableColumnsType } from 'antd';
import type { WeatherDay } from '@pfs/domain';
import { RAIN_GRADE_COLORS } from '../utils/weather-charts';

/** The columns of the day table of 历史天气（日）. */
export const dayColumns: TableColumnsType<WeatherDay> = [
  { title: '日期', dataIndex: 'day', width: 110 },
  { title: '天气', dataIndex: 'text', width: 90 },
  { title: '最高温(°C)', dataIndex: 'temp_max', width: 100, sorter: (a, b) => a.temp_max - b.temp_max },
  { title: '最低温(°C)', dataIndex: 'temp_min', width: 100, sorter: (a, b) => a.temp_min - b.temp_min },
  { title: '平均温(°C)', dataIndex: 'temp_avg', width: 100 },
  { title: '平均湿度(%)', dataIndex: 'humidity', width: 110 },
  { title: '降水量(mm)', dataIndex: 'precip', width: 110, sorter: (a, b) => a.precip - b.precip },
  {
    title: '降水等级',
    dataIndex: 'rain_grade_name',
    width: 100,
    render: (n: string, d) => (d.rain_grade ? <Tag color={RAIN_GRADE_COLORS[d.rain_grade - 1]}>{n}</Tag> : n),
  },
  { title: '最大风力(级)', dataIndex: 'wind_scale_max', width: 110, sorter: (a, b) => a.wind_scale_max - b.wind_scale_max },
  { title: '主导风向', dataIndex: 'wind_dir', width: 90 },
  { title: '平均气压(hPa)', dataIndex: 'pressure', width: 120 },
];
