import { Button, Divider, Flex, Grid, Popover, Space, Spin, Tag, Typography } from 'antd';
import { CloudOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { TEMP_UNIT, formatFactoryTime, formatTemp } from '@pfs/domain';
import { WEATHER_SOURCE_LABELS, type CurrentWeather, type DailyForecast } from '@pfs/domain/weather';
import { useCurrentFid, useHasAnyPerm, useHasModule } from '@/lib/auth-store';
import { useCurrentWeather } from '../api/get-current-weather';
import { useDailyForecasts } from '../api/get-daily-forecasts';
import { windText } from '../utils/weather-icon';
import { WeatherIcon } from './weather-icon';
import { RainChart } from './rain-chart';
import { isDry } from '../utils/weather-charts';

const WEEKDAYS = ['周日', '周一', '周二', '周三', '周四', '周五', '周六'];
const dayName = (fxDate: string, i: number) => (i === 0 ? '今天' : i === 1 ? '明天' : WEEKDAYS[new Date(`${fxDate}T00:00:00Z`).getUTCDay()]);

function NowBlock({ d }: { d: CurrentWeather }) {
  const w = d.weather;
  if (!w) return <Typography.Text type="secondary">暂无天气数据（请在工厂信息中设置位置）</Typography.Text>;
  return (
    <Flex gap={16} align="center" wrap>
      <WeatherIcon icon={w.icon} size={40} />
      <div>
        <Typography.Text strong style={{ fontSize: 28 }} data-testid="weather-temp">
          {formatTemp(w.temp)}
        </Typography.Text>{' '}
        <Typography.Text>{w.text}</Typography.Text>
        <div>
          <Typography.Text type="secondary">体感 {formatTemp(w.feelsLike)}</Typography.Text>
        </div>
      </div>
      <Space size={[16, 4]} wrap style={{ maxWidth: 480 }}>
        <span>湿度 {w.humidity}%</span>
        <span>{windText(w.windScale, w.windDir)}</span>
        <span>气压 {w.pressure} hPa</span>
        <span>能见度 {w.vis} km</span>
        <span>降水 {w.precip} mm</span>
      </Space>
    </Flex>
  );
}

/**
 * The next two hours of rain said once: no list → the summary (暂无降水预报); dry → the chart's 「未来无降水」 alone
 * (the summary would say it a second time); rain → the summary over the chart.
 */
function RainBlock({ d }: { d: CurrentWeather }) {
  const list = d.rain_list;
  const summary = d.rain_summ_text && <Typography.Text data-testid="rain-summary">{d.rain_summ_text}</Typography.Text>;
  if (list.length === 0) return summary || null;
  return (
    <>
      {!isDry(list) && summary}
      <div style={{ overflowX: 'auto' }}>
        <RainChart list={list} />
      </div>
    </>
  );
}

function Forecasts({ days }: { days: DailyForecast[] }) {
  return (
    <Flex gap={4} justify="space-between" wrap data-testid="weather-forecasts">
      {days.map((d, i) => (
        <Flex key={d.fxDate} vertical align="center" style={{ minWidth: 100, padding: '4px 0' }}>
          <Typography.Text strong>{dayName(d.fxDate, i)}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {d.fxDate.slice(5)}
          </Typography.Text>
          <span style={{ margin: '4px 0' }}>
            <WeatherIcon icon={d.iconDay} size={22} />
          </span>
          <span>{d.textDay === d.textNight ? d.textDay : `${d.textDay}转${d.textNight}`}</span>
          <span>
            {d.tempMin}~{d.tempMax} {TEMP_UNIT}
          </span>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {windText(d.windScaleDay, d.windDirDay)}
          </Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            日出 {d.sunrise} 日落 {d.sunset}
          </Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {d.moonPhase}
          </Typography.Text>
        </Flex>
      ))}
    </Flex>
  );
}

function Panel({ fid, open }: { fid: number; open: boolean }) {
  const cur = useCurrentWeather(fid);
  const daily = useDailyForecasts(fid, open);
  const hasIot = useHasModule('iot');
  const canIot = useHasAnyPerm(['iot.list']);
  const compact = !Grid.useBreakpoint().md;
  const d = cur.data;
  return (
    <div style={{ width: compact ? 'calc(100vw - 32px)' : 852 }} data-testid="weather-panel">
      <Spin spinning={cur.isLoading}>
        {d ? <NowBlock d={d} /> : <Typography.Text type="secondary">{cur.isError ? '天气加载失败' : '加载中…'}</Typography.Text>}
        {d && (
          <>
            <Divider style={{ margin: '12px 0' }} />
            <RainBlock d={d} />
          </>
        )}
      </Spin>
      <Divider style={{ margin: '12px 0' }} />
      <Spin spinning={daily.isLoading}>{daily.data && <Forecasts days={daily.data.forecasts} />}</Spin>
      <Flex justify="space-between" align="center" wrap style={{ marginTop: 8 }}>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {d?.weather && `观测 ${formatFactoryTime(d.weather.obsTime, 'MM-DD HH:mm')} · ${WEATHER_SOURCE_LABELS[d.src]}`}
          {d?.stale && (
            <Tag color="warning" style={{ marginLeft: 8 }}>
              数据源暂不可用，显示上次的值
            </Tag>
          )}
        </Typography.Text>
        {hasIot && canIot && (
          <Space size={12}>
            <Link to="/iot/wt_hourly_forecast">逐小时预报</Link>
            <Link to="/iot/wt_daily_history">历史天气</Link>
            <Link to="/iot/rain_history">降水历史</Link>
          </Space>
        )}
      </Flex>
    </div>
  );
}

/** The top bar's weather item: the temperature at a glance, the panel on click (spec §2). */
export function WeatherDropdown() {
  const fid = useCurrentFid();
  const cur = useCurrentWeather(fid);
  const w = cur.data?.weather;
  if (!fid) return null;
  return (
    <Popover trigger="click" placement="bottomRight" destroyOnHidden content={<Panel fid={fid} open />} arrow={false}>
      <Button type="text" aria-label="天气" data-testid="weather-button" icon={w ? <WeatherIcon icon={w.icon} /> : <CloudOutlined />}>
        {w ? formatTemp(w.temp) : null}
      </Button>
    </Popover>
  );
}
