import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { windDirectionIndex, windDirectionName, windScaleOf } from './wind.js';
import { rainGradeOf } from './rain.js';

describe('wind', () => {
  it('16 points with 16 wrapping to 0', () => {
    expect([0, 11.24, 11.25, 90, 180, 270, 349, 360, -90].map(windDirectionName)).toEqual(['北', '北', '北东北', '东', '南', '西', '北', '北', '西']);
    fc.assert(fc.property(fc.double({ min: -1e6, max: 1e6, noNaN: true }), (a) => windDirectionIndex(a) >= 0 && windDirectionIndex(a) < 16));
  });
  it('scale by speed at the table boundaries', () => {
    expect(windScaleOf(0).name).toBe('无风');
    expect(windScaleOf(0.2).grade).toBe(0);
    expect(windScaleOf(0.25).grade).toBe(1);
    expect(windScaleOf(1.5).grade).toBe(1);
    expect(windScaleOf(5.5).name).toBe('和风');
    expect(windScaleOf(32.6).grade).toBe(11);
    expect(windScaleOf(32.7).name).toBe('台风');
    expect(windScaleOf(80).grade).toBe(12);
  });
});

describe('rain grades', () => {
  it('hourly, 12 h and 24 h tables', () => {
    expect(rainGradeOf(0, '1h')).toBeNull();
    expect(rainGradeOf(0.05, '1h')?.name).toBe('零星小雨');
    expect(rainGradeOf(0.1, '1h')?.name).toBe('小雨');
    expect(rainGradeOf(1.6, '1h')?.name).toBe('中雨');
    expect(rainGradeOf(50, '1h')?.name).toBe('特大暴雨');
    expect(rainGradeOf(4.9, '12h')?.name).toBe('小雨');
    expect(rainGradeOf(5.0, '12h')?.name).toBe('中雨');
    expect(rainGradeOf(140, '12h')?.name).toBe('特大暴雨');
    expect(rainGradeOf(249.9, '24h')?.name).toBe('大暴雨');
    expect(rainGradeOf(250, '24h')?.grade).toBe(7);
  });
  it('never lowers the grade as rain increases', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.001, max: 500, noNaN: true }), fc.double({ min: 0, max: 100, noNaN: true }), (a, extra) => {
        return (rainGradeOf(a + extra, '24h')?.grade ?? 0) >= (rainGradeOf(a, '24h')?.grade ?? 0);
      }),
    );
  });
});
