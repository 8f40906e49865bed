import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { consumptionByKey, counterStep, daysBetween, monthOf, monthsBetween, type CounterSpan } from './consumption.js';

const sum = (m: Map<string, number>) => [...m.values()].reduce((a, b) => a + b, 0);

describe('meter consumption', () => {
  it('a day uses the previous day’s last reading as its base, or its own first one', () => {
    const spans: CounterSpan[] = [
      { key: '2026-03-01', first: 100, last: 110 },
      { key: '2026-03-02', first: 111, last: 125 },
    ];
    expect([...consumptionByKey(spans)]).toEqual([
      ['2026-03-01', 10],
      ['2026-03-02', 15],
    ]);
    expect(consumptionByKey(spans, 95).get('2026-03-01')).toBe(15);
  });

  it('a counter reset counts the value after the reset, not a negative amount', () => {
    expect(counterStep(120, 5)).toBe(5);
    const m = consumptionByKey([
      { key: 'd1', first: 100, last: 120 },
      { key: 'd2', first: 3, last: 8 },
      { key: 'd2', first: 8, last: 2 },
    ]);
    expect(m.get('d1')).toBe(20);
    expect(m.get('d2')).toBe(3 + 5 + 2);
  });

  it('lists calendar days and months of a range', () => {
    expect(daysBetween('2026-01-30', '2026-02-02')).toEqual(['2026-01-30', '2026-01-31', '2026-02-01', '2026-02-02']);
    expect(monthsBetween('2026-01-30', '2026-03-01')).toEqual(['2026-01', '2026-02', '2026-03']);
    expect(monthOf('2026-02-28')).toBe('2026-02');
  });

  const spanList = fc.array(
    fc.record({ key: fc.constantFrom('2026-01-30', '2026-01-31', '2026-02-01', '2026-02-02'), first: fc.double({ min: -5, max: 1e6, noNaN: true }), last: fc.double({ min: -5, max: 1e6, noNaN: true }) }),
    { maxLength: 40 },
  );

  it('is never negative, whatever the readings', () => {
    fc.assert(
      fc.property(spanList, fc.option(fc.double({ min: -5, max: 1e6, noNaN: true })), (spans, before) => {
        for (const v of consumptionByKey(spans, before).values()) expect(v).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('days add up to months, and an increasing counter’s total is last minus first', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: 0, max: 1000, noNaN: true }), { minLength: 1, maxLength: 60 }), (steps) => {
        // A monotonic counter read twice a day over consecutive days.
        const days = daysBetween('2026-01-20', '2026-03-31');
        let v = 50;
        const spans: CounterSpan[] = steps.map((s, i) => {
          const first = v + s / 3;
          v = first + s;
          return { key: days[i]!, first, last: v };
        });
        const perDay = consumptionByKey(spans, 50);
        const perMonth = consumptionByKey(spans.map((s) => ({ ...s, key: monthOf(s.key) })), 50);
        expect(sum(perMonth)).toBeCloseTo(sum(perDay), 6);
        for (const [month, total] of perMonth) {
          const ofMonth = [...perDay].filter(([d]) => monthOf(d) === month).reduce((a, [, x]) => a + x, 0);
          expect(total).toBeCloseTo(ofMonth, 6);
        }
        expect(sum(perDay)).toBeCloseTo(v - 50, 6);
      }),
    );
  });
});
