import { useEffect, useMemo, useState } from 'react';
import type { ScreenKey } from '../../api/pub-calls';
import { useSensorHour, useSensorTenDays, useSensors } from '../../api/pub-calls';
import { EChart } from '@/components/echart/echart';
import { C, Columns, Empty, Panel, axisStyle, fmt } from './frame';

type Sensor = NonNullable<ReturnType<typeof useSensors>['data']>[number];

const STALE_MS = 5 * 60_000;
const digitsOf = (unit: string) => (unit === 'ppm' || unit.startsWith('µmol') ? 0 : 1);

/** The last hour as a small line: SVG, not a chart instance per card. */
function Spark({ vals, width, height }: { vals: [number, number][]; width: number; height: number }) {
  if (vals.length < 2) return <div style={{ height, color: C.dim, fontSize: 12 }}>近一小时数据不足</div>;
  const ys = vals.map((v) => v[1]);
  const lo = Math.min(...ys);
  const hi = Math.max(...ys);
  const t0 = vals[0]![0];
  const span = vals.at(-1)![0] - t0 || 1;
  const pts = vals.map(([t, v]) => `${(((t - t0) / span) * width).toFixed(1)},${(height - 2 - ((v - lo) / (hi - lo || 1)) * (height - 4)).toFixed(1)}`).join(' ');
  return (
    <svg width={width} height={height} aria-label="近一小时趋势" style={{ display: 'block' }}>
      <polyline points={pts} fill="none" stroke={C.accent} strokeWidth={2} strokeLinejoin="round" />
    </svg>
  );
}

function SensorCard({ k, s, width }: { k: ScreenKey; s: Sensor; width: number }) {
  const hour = useSensorHour(k, s.point_id).data?.vals ?? [];
  const stale = !s.ts || Date.now() - new Date(s.ts).getTime() > STALE_MS;
  return (
    <div data-testid="screen-sensor" style={{ background: 'rgba(63,160,255,.08)', border: `1px solid ${C.border}`, borderRadius: 4, padding: '8px 12px', minWidth: 0 }}>
      <div style={{ display: 'flex', justifyContent: 'space-between', fontSize: 15, color: C.dim, whiteSpace: 'nowrap', overflow: 'hidden' }}>
        <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{s.area_name}</span>
        <span>{s.name}</span>
      </div>
      <div data-testid="screen-sensor-value" data-ts={s.ts ?? ''} style={{ fontSize: 34, fontWeight: 700, color: stale ? C.warn : '#fff', fontVariantNumeric: 'tabular-nums' }}>
        {fmt(s.v, digitsOf(s.unit))}
        <span style={{ fontSize: 15, color: C.dim, marginLeft: 4 }}>{s.unit}</span>
      </div>
      <Spark vals={hour} width={width - 26} height={34} />
    </div>
  );
}

/** The chosen sensors with their newest value (at most 5 s old) and last hour. */
export function SensorGrid({ k, cols, cardWidth, title = '环境实时监测', style }: { k: ScreenKey; cols: number; cardWidth: number; title?: string; style?: React.CSSProperties }) {
  const sensors = useSensors(k);
  const list = sensors.data ?? [];
  return (
    <Panel title={title} extra={sensors.dataUpdatedAt ? `更新于 ${new Date(sensors.dataUpdatedAt).toLocaleTimeString('zh-CN', { hour12: false })}` : undefined} style={style} testId="screen-sensors" empty={list.length === 0 && (sensors.isPending ? '加载中…' : '未选择要展示的传感器')}>
      <Columns cols={cols} gap={10}>
        {list.map((s) => (
          <SensorCard key={s.point_id} k={k} s={s} width={cardWidth} />
        ))}
      </Columns>
    </Panel>
  );
}

/** Ten days of one sensor (daily low, mean, high); the screen walks through the chosen sensors. */
export function TenDayChart({ k, height, style }: { k: ScreenKey; height: number; style?: React.CSSProperties }) {
  const sensors = useSensors(k).data ?? [];
  const [i, setI] = useState(0);
  useEffect(() => {
    const t = setInterval(() => setI((n) => n + 1), 15_000);
    return () => clearInterval(t);
  }, []);
  const s = sensors.length ? sensors[i % sensors.length] : undefined;
  const ten = useSensorTenDays(k, s?.point_id).data;
  const days = useMemo(() => ten?.days ?? [], [ten]);
  const option = useMemo(
    () => ({
      backgroundColor: 'transparent',
      grid: { left: 56, right: 20, top: 36, bottom: 30 },
      legend: { data: ['最高', '平均', '最低'], textStyle: { color: C.dim, fontSize: 13 }, top: 0 },
      tooltip: { trigger: 'axis' as const },
      xAxis: { type: 'category' as const, data: days.map((d) => d.day.slice(5)), ...axisStyle },
      yAxis: { type: 'value' as const, scale: true, name: s?.unit ?? '', nameTextStyle: { color: C.dim }, ...axisStyle },
      series: [
        { name: '最高', type: 'line' as const, data: days.map((d) => d.max), smooth: true, lineStyle: { color: '#ff8a65' }, itemStyle: { color: '#ff8a65' } },
        { name: '平均', type: 'line' as const, data: days.map((d) => d.avg), smooth: true, lineStyle: { color: C.accent, width: 3 }, itemStyle: { color: C.accent }, areaStyle: { color: 'rgba(63,208,255,.12)' } },
        { name: '最低', type: 'line' as const, data: days.map((d) => d.min), smooth: true, lineStyle: { color: '#7fd4a0' }, itemStyle: { color: '#7fd4a0' } },
      ],
    }),
    [days, s?.unit],
  );
  return (
    <Panel title="近十天变化" extra={s ? `${s.area_name} · ${s.name}` : undefined} style={style} testId="screen-ten-days">
      {!s || days.length === 0 ? <Empty text={s ? '暂无近十天数据' : '未选择要展示的传感器'} /> : <EChart option={option} height={height} label={`${s.name}近十天`} />}
    </Panel>
  );
}
