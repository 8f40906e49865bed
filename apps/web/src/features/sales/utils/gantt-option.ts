import { ORDER_STATUS_LABELS, PLANT_PHASE_LABELS, type GanttRow, type PlantPhase } from '@pfs/domain';
import type { EChartOption } from '@/components/echart/echart-option';

const DAY_MS = 86_400_000;
const t = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** Colours of the phases on the Gantt (seedling greens to storage blues). */
export const PHASE_COLORS: Record<PlantPhase, string> = {
  sprouting: '#b7eb8f',
  grow_seedling: '#73d13d',
  grow: '#389e0d',
  pick: '#fa8c16',
  tmp_storage: '#69b1ff',
  storage: '#1677ff',
};

/** One bar per batch phase: [row, start ms, end ms, phase, label]. */
export type GanttBar = [number, number, number, PlantPhase, string];

/** Rows (one per batch, under its order) and bars of the Gantt, with the orders' delivery days as markers. */
export function ganttData(rows: readonly GanttRow[]) {
  const labels: string[] = [];
  const bars: GanttBar[] = [];
  const deliveries: [number, number, string][] = [];
  for (const o of rows) {
    const batches = o.batches.length > 0 ? o.batches : [null];
    for (const b of batches) {
      const row = labels.length;
      labels.push(`${o.order_no} ${o.cust_name}${b ? ` · ${b.label}` : `（${ORDER_STATUS_LABELS[o.status]}）`}`);
      deliveries.push([row, t(o.delivery_date), o.order_no]);
      for (const p of b?.phases ?? []) bars.push([row, t(p.start), Math.max(t(p.end), t(p.start) + DAY_MS / 4), p.phase, b!.label]);
    }
  }
  return { labels, bars, deliveries };
}

/** The ECharts option: a custom series of phase bars and a scatter of delivery days. */
export function ganttOption(rows: readonly GanttRow[], from: string, to: string): EChartOption {
  const { labels, bars, deliveries } = ganttData(rows);
  return {
    tooltip: {
      formatter: (p: unknown) => {
        const v = (p as { value: (string | number)[]; seriesName: string }).value;
        const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
        if ((p as { seriesName: string }).seriesName === '交货') return `${v[2]} 交货 ${day(v[1] as number)}`;
        return `${v[4]}：${PLANT_PHASE_LABELS[v[3] as PlantPhase]} ${day(v[1] as number)} → ${day(v[2] as number)}`;
      },
    },
    grid: { left: 8, right: 24, top: 16, bottom: 48, containLabel: true },
    xAxis: { type: 'time', min: t(from), max: t(to) + DAY_MS },
    yAxis: { type: 'category', data: labels, inverse: true, axisLabel: { width: 220, overflow: 'truncate' } },
    dataZoom: [{ type: 'slider', xAxisIndex: 0, height: 18, bottom: 8 }],
    series: [
      {
        type: 'custom',
        name: '阶段',
        encode: { x: [1, 2], y: 0 },
        data: bars.map((b) => ({ value: b, itemStyle: { color: PHASE_COLORS[b[3]] } })),
        renderItem: (_params, api) => {
          const row = api.value(0) as number;
          const start = api.coord([api.value(1), row]);
          const end = api.coord([api.value(2), row]);
          const h = (api.size?.([0, 1]) as number[])[1]! * 0.6;
          return { type: 'rect', shape: { x: start[0]!, y: start[1]! - h / 2, width: Math.max(2, end[0]! - start[0]!), height: h }, style: api.style() };
        },
      },
      { type: 'scatter', name: '交货', symbol: 'pin', symbolSize: 18, itemStyle: { color: '#cf1322' }, data: deliveries.map(([row, ms, no]) => [ms, row, no]), encode: { x: 0, y: 1 } },
    ],
  };
}
