import { describe, expect, it } from 'vitest';
import { isDry, rainChartOption } from './weather-charts';

describe('top-bar rain chart', () => {
  it('has the spec axis: 0–7 labelled 小 1 / 中 4 / 大 7', () => {
    const o = rainChartOption([{ fx_time: 0, precip_h: 12 }]) as { yAxis: { min: number; max: number; axisLabel: { formatter: (v: number) => string } }; series: { data: number[][] }[] };
    expect([o.yAxis.min, o.yAxis.max]).toEqual([0, 7]);
    expect([0, 1, 2, 4, 7].map((v) => o.yAxis.axisLabel.formatter(v))).toEqual(['', '小', '', '中', '大']);
    // A downpour is drawn at the top of the scale, not off it.
    expect(o.series[0]!.data[0]![1]).toBe(7);
  });
  it('counts a list without rain as dry', () => {
    expect(isDry([{ fx_time: 0, precip_h: 0 }])).toBe(true);
    expect(isDry([{ fx_time: 0, precip_h: 0.3 }])).toBe(false);
  });
});
