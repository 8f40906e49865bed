import { describe, expect, it } from 'vitest';
import type { GanttRow } from '@pfs/domain';
import { ganttData } from './gantt-option';

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
