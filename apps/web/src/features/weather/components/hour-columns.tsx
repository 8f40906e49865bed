import type { TableColumnsType } from 'antd';
import { formatFactoryTime, rainGradeOf, type WeatherHour } from '@pfs/domain';
import { WeatherIcon } from './weather-icon';

/** The columns of an hour table (history and forecast). */
export const hourColumns: TableColumnsType<WeatherHour> = [
  { title: '时间', dataIndex: 't', width: 150, render: (t: number) => formatFactoryTime(t, 'YYYY-MM-DD HH:mm') },
  { title: '天气', dataIndex: 'text', width: 100, render: (t: string, h) => (
      <>
        <WeatherIcon icon={h.icon} /> {t}
      </>
    ),
  },
  { title: '温度(°C)', dataIndex: 'temp', width: 90, sorter: (a, b) => a.temp - b.temp },
  { title: '体感(°C)', dataIndex: 'feels_like', width: 90 },
  { title: '湿度(%)', dataIndex: 'humidity', width: 90 },
  { title: '降水(mm)', dataIndex: 'precip', width: 100, sorter: (a, b) => a.precip - b.precip, render: (p: number) => (p > 0 ? `${p}（${rainGradeOf(p, '1h')!.name}）` : '0') },
  { title: '风向', dataIndex: 'wind_dir', width: 80 },
  { title: '风力(级)', dataIndex: 'wind_scale', width: 90, sorter: (a, b) => a.wind_scale - b.wind_scale },
  { title: '风速(m/s)', dataIndex: 'wind_speed', width: 100 },
  { title: '气压(hPa)', dataIndex: 'pressure', width: 100 },
  { title: '能见度(km)', dataIndex: 'vis', width: 100 },
];
