import { describe, expect, it } from 'vitest';
import type { GanttRow } from '@pfs/domain/sales';
import { LABEL_MAX_PX, ganttData, ganttOption, labelWidth } from './gantt-option';

const row = (o: Partial<GanttRow>): GanttRow => ({ order_id: 1, order_no: 'SO20260301-01', cust_name: '鲜果超市', status: 'scheduled', delivery_date: '2026-04-20', batches: [], ...o });

describe('order Gantt', () => {
  it('gives each batch its own row under its order, with a bar per phase and the delivery day marked', () => {
    const d = ganttData([
      row({
        batches: [
          { plan_id: 1, label: 'B20260310-01', status: 'sown', phases: [{ phase: 'sprouting', start: '2026-03-10', end: '2026-03-12' }, { phase: 'grow', start: '2026-03-12', end: '2026-04-10' }] },
          { plan_id: 2, label: '生菜 意大利', status: 'planned', phases: [{ phase: 'grow', start: '2026-03-15', end: '2026-04-12' }] },
        ],
      }),
    ]);
    expect(d.labels).toEqual(['SO20260301-01 鲜果超市 · B20260310-01', 'SO20260301-01 鲜果超市 · 生菜 意大利']);
    expect(d.bars.map((b) => [b[0], b[3]])).toEqual([
      [0, 'sprouting'],
      [0, 'grow'],
      [1, 'grow'],
    ]);
    expect(d.deliveries.map((x) => x[0])).toEqual([0, 1]);
  });

  it('shows an order not planned yet as one row with its status and no bars', () => {
    const d = ganttData([row({ status: 'draft' })]);
    expect(d.labels).toEqual(['SO20260301-01 鲜果超市（草稿）']);
    expect(d.bars).toEqual([]);
  });
});

describe('order Gantt: today, actual against plan, orders at risk, whole labels', () => {
  const sown = row({
    risk: { state: 'at_risk', message: '一级品预计仅 37.7 kg，订单 60 kg' },
    batches: [
      {
        plan_id: 1,
        label: 'B20260310-01',
        status: 'sown',
        batch_id: 7,
        phases: [{ phase: 'sprouting', start: '2026-03-10', end: '2026-03-12' }, { phase: 'grow', start: '2026-03-12', end: '2026-04-10' }],
        actual: [{ phase: 'sprouting', start: '2026-03-10', end: '2026-03-14' }, { phase: 'grow', start: '2026-03-14', end: null }],
      },
    ],
  });

  it('draws what the batch really did under its plan, an open phase up to today', () => {
    const d = ganttData([sown], '2026-03-20');
    expect(d.bars.map((b) => [b[3], b[5]])).toEqual([
      ['sprouting', 'plan'],
      ['grow', 'plan'],
      ['sprouting', 'actual'],
      ['grow', 'actual'],
    ]);
    expect(new Date(d.bars[3]![2]).toISOString().slice(0, 10)).toBe('2026-03-20');
    // Produce in the store is not stretched to today.
    const stored = ganttData([row({ batches: [{ ...sown.batches[0]!, actual: [{ phase: 'storage', start: '2026-03-01', end: null }] }] })], '2026-03-20');
    expect(stored.bars.filter((b) => b[5] === 'actual').map((b) => b[2] - b[1])).toEqual([86_400_000 / 4]);
  });

  it('flags an order at risk on its label, and marks today', () => {
    const d = ganttData([sown]);
    expect(d.labels[0]).toBe('⚠ SO20260301-01 鲜果超市 · B20260310-01');
    expect(d.risks.get(0)).toBe('一级品预计仅 37.7 kg，订单 60 kg');
    const opt = ganttOption([sown], '2026-03-01', '2026-04-30', '2026-03-20') as { series: { markLine?: { data: { xAxis: number }[] } }[] };
    expect(opt.series[0]!.markLine!.data[0]!.xAxis).toBe(Date.parse('2026-03-20T00:00:00Z'));
  });

  it('gives the labels the width they need, wrapping rather than cutting the longest', () => {
    const opt = ganttOption([sown], '2026-03-01', '2026-04-30') as { yAxis: { axisLabel: { width: number; overflow: string } } };
    expect(opt.yAxis.axisLabel.width).toBe(Math.min(LABEL_MAX_PX, labelWidth('⚠ SO20260301-01 鲜果超市 · B20260310-01')));
    expect(opt.yAxis.axisLabel.overflow).toBe('break');
  });
});
