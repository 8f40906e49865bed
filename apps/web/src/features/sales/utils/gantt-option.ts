import { PLANT_PHASE_LABELS, type PlantPhase } from '@pfs/domain';
import { ORDER_STATUS_LABELS, type GanttRow } from '@pfs/domain/sales';
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

/** One bar per batch phase: [row, start ms, end ms, phase, label, kind]; 'actual' bars are what the batch really did. */
export type GanttBar = [number, number, number, PlantPhase, string, 'plan' | 'actual'];

/** Text width of a label in px (CJK characters twice a Latin one), for an axis wide enough not to cut it. */
export const labelWidth = (text: string) => [...text].reduce((w, ch) => w + (ch.charCodeAt(0) > 0x2e80 ? 13 : 7), 0);
/** Labels up to this wide are shown whole; longer ones wrap onto a second line rather than being cut. */
export const LABEL_MAX_PX = 300;

/**
 * Rows (one per batch, under its order) and bars of the Gantt: planned phases, and under them the phases a sown
 * batch really went through (an open one runs to `today`); the orders' delivery days as markers and the orders
 * whose forecast may miss the date flagged (⚠ on the label, its message for the tooltip).
 */
export function ganttData(rows: readonly GanttRow[], today?: string) {
  const labels: string[] = [];
  const bars: GanttBar[] = [];
  const deliveries: [number, number, string][] = [];
  const risks = new Map<number, string>();
  for (const o of rows) {
    const batches = o.batches.length > 0 ? o.batches : [null];
    for (const b of batches) {
      const row = labels.length;
      labels.push(`${o.risk ? '⚠ ' : ''}${o.order_no} ${o.cust_name}${b ? ` · ${b.label}` : `（${ORDER_STATUS_LABELS[o.status]}）`}`);
      if (o.risk) risks.set(row, o.risk.message);
      deliveries.push([row, t(o.delivery_date), o.order_no]);
      for (const p of b?.phases ?? []) bars.push([row, t(p.start), Math.max(t(p.end), t(p.start) + DAY_MS / 4), p.phase, b!.label, 'plan']);
      for (const p of b?.actual ?? []) {
        // A growing phase still running reaches today; produce waiting in 暂存 or the store is not growth to draw.
        const end = p.end ?? (p.phase === 'tmp_storage' || p.phase === 'storage' ? p.start : (today ?? p.start));
        bars.push([row, t(p.start), Math.max(t(end), t(p.start) + DAY_MS / 4), p.phase, b!.label, 'actual']);
      }
    }
  }
  return { labels, bars, deliveries, risks };
}

/** The ECharts option: planned phase bars with the actual ones beneath, delivery pins, today's line, risk flags. */
export function ganttOption(rows: readonly GanttRow[], from: string, to: string, today?: string): EChartOption {
  const { labels, bars, deliveries, risks } = ganttData(rows, today);
  const width = Math.min(LABEL_MAX_PX, Math.max(80, ...labels.map(labelWidth)));
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  return {
    tooltip: {
      formatter: (p: unknown) => {
        const v = (p as { value: (string | number)[]; seriesName: string }).value;
        if ((p as { seriesName: string }).seriesName === '交货') {
          const risk = risks.get(v[1] as number);
          return `${v[2]} 交货 ${day(v[0] as number)}${risk ? `<br/>⚠ ${risk}` : ''}`;
        }
        const what = v[5] === 'actual' ? '实际' : '计划';
        return `${v[4]} ${what}：${PLANT_PHASE_LABELS[v[3] as PlantPhase]} ${day(v[1] as number)} → ${day(v[2] as number)}`;
      },
    },
    grid: { left: 8, right: 24, top: 24, bottom: 48, containLabel: true },
    xAxis: { type: 'time', min: t(from), max: t(to) + DAY_MS },
    yAxis: {
      type: 'category',
      data: labels,
      inverse: true,
      axisLabel: { width, overflow: 'break', lineHeight: 14, color: (_v?: unknown, i?: number) => (i !== undefined && risks.has(i) ? '#cf1322' : '#8c8c8c') },
    },
    dataZoom: [{ type: 'slider', xAxisIndex: 0, height: 18, bottom: 8 }],
    series: [
      {
        type: 'custom',
        name: '阶段',
        encode: { x: [1, 2], y: 0 },
        data: bars.map((b) => ({ value: b, itemStyle: { color: PHASE_COLORS[b[3]], opacity: b[5] === 'actual' ? 1 : 0.55 } })),
        renderItem: (_params, api) => {
          const row = api.value(0) as number;
          const start = api.coord([api.value(1), row]);
          const end = api.coord([api.value(2), row]);
          const band = (api.size?.([0, 1]) as number[])[1]!;
          // Plan on the upper part of the row, actual as a thinner bar right under it.
          const actual = api.value(5) === 'actual';
          const h = band * (actual ? 0.22 : 0.4);
          const y = actual ? start[1]! + band * 0.08 : start[1]! - band * 0.38;
          return { type: 'rect', shape: { x: start[0]!, y, width: Math.max(2, end[0]! - start[0]!), height: h }, style: api.style() };
        },
        ...(today
          ? { markLine: { symbol: 'none', silent: true, lineStyle: { color: '#fa541c', type: 'dashed', width: 1.5 }, label: { formatter: '今天', position: 'start' }, data: [{ xAxis: t(today) }] } }
          : {}),
      },
      { type: 'scatter', name: '交货', symbol: 'pin', symbolSize: 18, itemStyle: { color: '#cf1322' }, data: deliveries.map(([row, ms, no]) => [ms, row, no]), encode: { x: 0, y: 1 } },
    ],
  };
}
