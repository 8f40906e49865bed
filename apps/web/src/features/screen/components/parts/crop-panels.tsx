import { useMemo } from 'react';
import type { ScreenKey } from '../../api/pub-calls';
import { useCropStats, usePlantSums } from '../../api/pub-calls';
import { EChart } from '@/components/echart/echart';
import { C, Columns, Empty, Figure, Panel, axisStyle, fmt } from './frame';

/** Dishes in production per phase and per crop; harvest of the last 30 days. Empty until planting data exists. */
export function CropStatsPanel({ k, height, style }: { k: ScreenKey; height: number; style?: React.CSSProperties }) {
  const s = useCropStats(k).data;
  const option = useMemo(() => {
    const crops = s?.crops ?? [];
    return {
      backgroundColor: 'transparent',
      grid: { left: 90, right: 40, top: 10, bottom: 24 },
      tooltip: { trigger: 'axis' as const },
      xAxis: { type: 'value' as const, ...axisStyle },
      yAxis: { type: 'category' as const, data: crops.map((c) => c.crop).reverse(), ...axisStyle, axisLabel: { color: C.text, fontSize: 15 } },
      series: [{ name: '在产盘数', type: 'bar' as const, data: crops.map((c) => c.dishes).reverse(), barWidth: 16, itemStyle: { color: C.green, borderRadius: [0, 8, 8, 0] }, label: { show: true, position: 'right' as const, color: C.text } }],
    };
  }, [s]);
  const empty = !s || (s.crops.length === 0 && s.phases.length === 0);
  return (
    <Panel title="在产作物" style={style} testId="screen-crop-stats">
      {empty ? (
        <Empty text={s ? '暂无在产批次' : '加载中…'} />
      ) : (
        <div style={{ display: 'flex', flexDirection: 'column', height: '100%', gap: 6 }}>
          <div style={{ display: 'flex', gap: 10, flexWrap: 'wrap' }}>
            {s.phases.map((p) => (
              <span key={p.phase} style={{ fontSize: 15, padding: '2px 10px', borderRadius: 12, background: 'rgba(82,224,160,.12)', color: C.green }}>
                {p.label} {p.dishes.toLocaleString('zh-CN')} 盘
              </span>
            ))}
          </div>
          <EChart option={option} height={height} label="各作物在产盘数" />
        </div>
      )}
    </Panel>
  );
}

/** Harvested kg per day, last 30 days. */
export function HarvestPanel({ k, height, style }: { k: ScreenKey; height: number; style?: React.CSSProperties }) {
  const stats = useCropStats(k).data;
  const days = useMemo(() => stats?.harvest_days ?? [], [stats]);
  const option = useMemo(
    () => ({
      backgroundColor: 'transparent',
      grid: { left: 56, right: 16, top: 20, bottom: 28 },
      tooltip: { trigger: 'axis' as const },
      xAxis: { type: 'category' as const, data: days.map((d) => d.day.slice(5)), ...axisStyle },
      yAxis: { type: 'value' as const, name: 'kg', nameTextStyle: { color: C.dim }, ...axisStyle },
      series: [{ name: '采收', type: 'bar' as const, data: days.map((d) => d.kg), itemStyle: { color: C.accent } }],
    }),
    [days],
  );
  return (
    <Panel title="近 30 天采收" style={style} testId="screen-harvest" empty={days.length === 0 && '近 30 天暂无采收'}>
      <EChart option={option} height={height} label="近 30 天每日采收" />
    </Panel>
  );
}

/** In production, sown this month, harvested this month and year. */
export function PlantSumPanel({ k, cols = 3, style }: { k: ScreenKey; cols?: number; style?: React.CSSProperties }) {
  const items = usePlantSums(k).data ?? [];
  return (
    <Panel title="种植汇总" style={style} testId="screen-plant-sums" empty={items.length === 0 && '加载中…'}>
      <Columns cols={cols} gap={6}>
        {items.map((i) => (
          <Figure key={i.key} label={i.label} value={fmt(i.value, 1)} unit={i.unit} color={i.key.startsWith('kg') ? C.green : C.accent} />
        ))}
      </Columns>
    </Panel>
  );
}
