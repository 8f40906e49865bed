import { Alert, Flex } from 'antd';
import { formatFactoryTime } from '@pfs/domain';
import { WARN_TYPE_LABELS, WARN_UNITS, type WeatherWarning } from '@pfs/domain/weather';
import { useWeatherWarnings } from '../api/get-weather-warnings';

const span = (w: WeatherWarning) => `${formatFactoryTime(w.dt_start.$date, 'MM-DD HH:mm')} – ${formatFactoryTime(w.dt_end.$date, 'MM-DD HH:mm')}`;

/** Warnings in force (red) and forecast for the next 24 h (amber); nothing when there are none. */
export function WarningList({ fid, showNone = false }: { fid: number; showNone?: boolean }) {
  const q = useWeatherWarnings(fid);
  const items = q.data?.items ?? [];
  if (!items.length) return showNone && q.data ? <Alert type="success" showIcon message="当前及未来 24 小时没有达到预警阈值的天气" style={{ marginBottom: 16 }} /> : null;
  return (
    <Flex vertical gap={8} style={{ marginBottom: 16 }} data-testid="weather-warnings">
      {items.map((w) => (
        <Alert
          key={`${w.cfg_id}-${w.dt_start.$date}`}
          type={w.current ? 'error' : 'warning'}
          showIcon
          message={`${w.current ? '预警中' : '预计'}：${w.title}（${WARN_TYPE_LABELS[w.warn_type]} ${w.peak_val}${WARN_UNITS[w.warn_type]}，阈值 ${w.warn_val}${WARN_UNITS[w.warn_type]}）`}
          description={span(w)}
        />
      ))}
    </Flex>
  );
}
