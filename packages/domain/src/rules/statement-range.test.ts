import { describe, expect, it } from 'vitest';
import { statementMonthOf, statementRange } from './statement-range.js';

describe('monthly statement range', () => {
  it('is the calendar month before April 2022', () => {
    expect(statementRange(2022, 3)).toEqual({ start: '2022-03-01', end: '2022-04-01' });
    expect(statementRange(2021, 12)).toEqual({ start: '2021-12-01', end: '2022-01-01' });
  });
  it('runs 25th to 25th from April 2022, across the year end', () => {
    expect(statementRange(2022, 4)).toEqual({ start: '2022-03-25', end: '2022-04-25' });
    expect(statementRange(2023, 1)).toEqual({ start: '2022-12-25', end: '2023-01-25' });
  });
  it('puts the 25th into the next month from 2022 on', () => {
    expect(statementMonthOf('2026-11-24')).toEqual({ year: 2026, month: 11 });
    expect(statementMonthOf('2026-11-25')).toEqual({ year: 2026, month: 12 });
    expect(statementMonthOf('2026-12-28')).toEqual({ year: 2027, month: 1 });
    expect(statementMonthOf('2022-02-26')).toEqual({ year: 2022, month: 2 });
  });
});
