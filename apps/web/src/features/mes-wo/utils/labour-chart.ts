import { WO_OPS, WO_OP_LABELS, type MesLabourRow } from '@pfs/domain/mes';
import type { EChartOption } from '@/components/echart/echart-option';

/**
 * Dishes per labour hour by period, one line per operation that has labour in the range; a period without labour
 * for an operation has no point (a gap, not 0).
 */
export function labourSeries(rows: readonly MesLabourRow[]) {
  const periods = [...new Set(rows.map((r) => r.period))].sort();
  const ops = WO_OPS.filter((op) => rows.some((r) => r.op === op && r.dishes_per_hour !== null));
  const at = new Map(rows.map((r) => [`${r.period}|${r.op}`, r.dishes_per_hour]));
  return { periods, series: ops.map((op) => ({ op, name: WO_OP_LABELS[op], data: periods.map((p) => at.get(`${p}|${op}`) ?? null) })) };
}

export function labourChartOption(rows: readonly MesLabourRow[]): EChartOption {
  const { periods, series } = labourSeries(rows);
  return {
    animation: false,
    tooltip: { trigger: 'axis', valueFormatter: (v) => (v === null || v === undefined ? '—' : `${String(v)} 盘/人时`) },
    legend: { top: 0 },
    grid: { left: 48, right: 16, top: 36, bottom: 32 },
    xAxis: { type: 'category', data: periods, boundaryGap: false },
    yAxis: { type: 'value', name: '盘/人时', min: 0 },
    series: series.map((s) => ({ name: s.name, type: 'line', data: s.data, connectNulls: false, showSymbol: periods.length < 40 })),
  } as EChartOption;
}
