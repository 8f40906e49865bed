import { useForecasts, useWarnings, useWeatherNow } from '../../api/pub-calls';
import { C, Empty, Panel, fmt } from './frame';

const WEEKDAY = ['日', '一', '二', '三', '四', '五', '六'];
const dayName = (d: string) => `${d.slice(5)} 周${WEEKDAY[new Date(`${d}T00:00:00`).getDay()]}`;

/** Outside weather now, the next days and the extreme-weather warnings in force or coming (weather module). */
export function WeatherPanel({ fid, days = 3, style }: { fid: number; days?: number; style?: React.CSSProperties }) {
  const now = useWeatherNow(fid);
  const daily = useForecasts(fid).data?.forecasts ?? [];
  const warns = useWarnings(fid).data?.items ?? [];
  const w = now.data?.weather;
  return (
    <Panel title="室外天气" extra={now.data?.stale ? '数据待更新' : undefined} style={style} testId="screen-weather">
      {!w ? (
        <Empty text={now.isPending ? '加载中…' : '天气数据暂不可用'} />
      ) : (
        <div style={{ display: 'flex', flexDirection: 'column', gap: 8, height: '100%' }}>
          <div style={{ display: 'flex', alignItems: 'baseline', gap: 16 }}>
            <span style={{ fontSize: 48, fontWeight: 700, color: '#fff' }}>{fmt(w.temp, 0)}°</span>
            <span style={{ fontSize: 24 }}>{w.text}</span>
            <span style={{ fontSize: 16, color: C.dim }}>体感 {fmt(w.feelsLike, 0)}°</span>
          </div>
          <div style={{ fontSize: 16, color: C.dim, display: 'flex', gap: 18, flexWrap: 'wrap' }}>
            <span>湿度 {fmt(w.humidity, 0)}%</span>
            <span>
              {w.windDir} {w.windScale} 级
            </span>
            <span>气压 {fmt(w.pressure, 0)} hPa</span>
          </div>
          {now.data?.rain_summ_text && <div style={{ fontSize: 15, color: C.accent }}>{now.data.rain_summ_text}</div>}
          <div style={{ display: 'grid', gridTemplateColumns: `repeat(${days}, 1fr)`, gap: 8, marginTop: 4 }}>
            {daily.slice(0, days).map((d) => (
              <div key={d.fxDate} style={{ textAlign: 'center', background: 'rgba(63,160,255,.08)', borderRadius: 4, padding: '4px 0' }}>
                <div style={{ fontSize: 14, color: C.dim }}>{dayName(d.fxDate)}</div>
                <div style={{ fontSize: 16 }}>{d.textDay}</div>
                <div style={{ fontSize: 15 }}>
                  {fmt(d.tempMin, 0)}~{fmt(d.tempMax, 0)}°
                </div>
              </div>
            ))}
          </div>
          {warns.slice(0, 2).map((x) => (
            <div key={`${x.cfg_id}-${x.dt_start.$date}`} style={{ fontSize: 15, color: x.current ? C.red : C.warn }}>
              ⚠ {x.title}（{x.current ? '生效中' : '预计'}）
            </div>
          ))}
        </div>
      )}
    </Panel>
  );
}
