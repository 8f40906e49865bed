import { describe, expect, it } from 'vitest';
import type { MesLabourRow } from '@pfs/domain/mes';
import { labourSeries } from './labour-chart';

const row = (period: string, op: MesLabourRow['op'], dph: number | null): MesLabourRow => ({
  period,
  op,
  orders: 1,
  dishes: 10,
  labour_hours: 1,
  dishes_per_hour: dph,
  late: 0,
});

describe('labourSeries', () => {
  it('puts the periods in order and draws one line per operation with labour, a gap where it had none', () => {
    const s = labourSeries([
      row('2026-03-09', 'harvest', 40),
      row('2026-03-02', 'transplant', 55.5),
      row('2026-03-09', 'transplant', 60),
      row('2026-03-02', 'move', null),
    ]);
    expect(s.periods).toEqual(['2026-03-02', '2026-03-09']);
    expect(s.series.map((x) => x.name)).toEqual(['移栽', '采收']);
    expect(s.series[1]!.data).toEqual([null, 40]);
    expect(s.series[0]!.data).toEqual([55.5, 60]);
  });
});
