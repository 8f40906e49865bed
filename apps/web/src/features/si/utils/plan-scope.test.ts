import { describe, expect, it } from 'vitest';
import { scopeDays } from './plan-scope';

describe('plan list scopes', () => {
  it('today is one day, the week runs Monday to Sunday, all has no bounds', () => {
    expect(scopeDays('today', '2026-11-28')).toEqual({ from: '2026-11-28', to: '2026-11-28' });
    expect(scopeDays('week', '2026-11-28')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(scopeDays('week', '2026-11-23')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(scopeDays('all', '2026-11-28')).toEqual({});
  });
});
