import { describe, expect, it } from 'vitest';
import type { TrialColumn } from '@pfs/domain/labs';
import { climateLineData, columnName } from './trial-chart-option';

const col = (o: Partial<TrialColumn>): TrialColumn =>
  ({ batch_id: 1, batch_no: 'B1', label: '密度 9 株/盘', sow_date: '2026-03-01', days: [], ...o }) as TrialColumn;
const day = (d: string, air_temp: number | null) => ({ day: d, phase: 'grow' as const, air_temp, humidity: null, co2: null, dli: null });

describe('trial climate chart', () => {
  it('lays batches sown on different dates on the day of cultivation, gaps left empty', () => {
    const a = col({ sow_date: '2026-03-01', days: [day('2026-03-01', 22), day('2026-03-02', 23), day('2026-03-04', 25)] });
    const b = col({ batch_no: 'B2', label: '密度 12 株/盘', sow_date: '2026-03-10', days: [day('2026-03-10', 20), day('2026-03-11', 21)] });
    const d = climateLineData([a, b], 'air_temp');
    expect(d.days).toEqual([1, 2, 3, 4]);
    expect(d.series).toEqual([
      { name: '密度 9 株/盘（B1）', data: [22, 23, null, 25] },
      { name: '密度 12 株/盘（B2）', data: [20, 21, null, null] },
    ]);
    expect(columnName(b)).toBe('密度 12 株/盘（B2）');
  });

  it('has no days when no batch has climate', () => {
    expect(climateLineData([col({})], 'co2')).toEqual({ days: [], series: [{ name: '密度 9 株/盘（B1）', data: [] }] });
  });
});
