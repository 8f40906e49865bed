import { describe, expect, it } from 'vitest';
import { statementMonthOf, statementRangeText } from './statement-month';

describe('the statement month', () => {
  it('runs from the 25th of the month before: the 25th already belongs to the next month', () => {
    expect(statementMonthOf('2026-11-24')).toEqual({ year: 2026, month: 11 });
    expect(statementMonthOf('2026-11-25')).toEqual({ year: 2026, month: 12 });
    expect(statementMonthOf('2026-12-28')).toEqual({ year: 2027, month: 1 });
  });

  it('reads its last day, not the end the report excludes', () => {
    expect(statementRangeText('2026-10-25', '2026-11-25')).toBe('2026-10-25 至 2026-11-24');
  });
});
