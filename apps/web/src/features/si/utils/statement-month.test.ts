import { describe, expect, it } from 'vitest';
import { statementRangeText } from './statement-month';

describe('the statement month', () => {
  it('reads its last day, not the end the report excludes', () => {
    expect(statementRangeText('2026-10-25', '2026-11-25')).toBe('2026-10-25 至 2026-11-24');
  });
});
