import { describe, expect, it } from 'vitest';
import { buildLogStatsOption, dayLabel } from './log-stats-option';

const days = [
  { day: '2026-11-20', user_log_ct: 3, page_visit_ct: 40, fac_evt_ct: 1 },
  { day: '2026-11-21', user_log_ct: 0, page_visit_ct: 0, fac_evt_ct: 0 },
  { day: '2026-11-22', user_log_ct: 7, page_visit_ct: 95, fac_evt_ct: 2 },
];

describe('buildLogStatsOption', () => {
  const opt = buildLogStatsOption(days);
  const series = opt.series as { name: string; type: string; yAxisIndex: number; data: number[] }[];

  it('labels the x axis with month-day, oldest first', () => {
    expect((opt.xAxis as { data: string[] }).data).toEqual(['11-20', '11-21', '11-22']);
  });

  it('draws operations and events as bars on the left axis, visits as a line on the right', () => {
    expect(series.map((s) => [s.name, s.type, s.yAxisIndex])).toEqual([
      ['操作日志', 'bar', 0],
      ['工厂事件', 'bar', 0],
      ['页面访问', 'line', 1],
    ]);
    expect(series.map((s) => s.data)).toEqual([
      [3, 0, 7],
      [1, 0, 2],
      [40, 0, 95],
    ]);
  });

  it('names every series in the legend and has a transparent background for both themes', () => {
    expect((opt.legend as { data: string[] }).data).toEqual(series.map((s) => s.name));
    expect(opt.backgroundColor).toBe('transparent');
  });

  it('copes with no days', () => {
    const empty = buildLogStatsOption([]);
    expect((empty.xAxis as { data: string[] }).data).toEqual([]);
  });
});

describe('dayLabel', () => {
  it('keeps only month and day of an ISO date', () => {
    expect(dayLabel('2026-01-05')).toBe('01-05');
    expect(dayLabel('today')).toBe('today');
  });
});
