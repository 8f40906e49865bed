import { describe, expect, it } from 'vitest';
import { pageKey, searchString } from './view-params';

describe('page identity without its view', () => {
  it('ignores range and points but keeps what names the page', () => {
    expect(pageKey('/iot/hourly', '?range=last7&points=1,2')).toBe('/iot/hourly');
    expect(pageKey('/iot/hourly', '?from=2026-05-01T00:00&to=2026-05-02T00:00')).toBe('/iot/hourly');
    expect(pageKey('/iot/analysis', '?set=3&points=1,2&range=last7')).toBe('/iot/analysis?set=3');
    expect(pageKey('/iot/rules_exec_rcd', '?rule_id=4')).toBe('/iot/rules_exec_rcd?rule_id=4');
    expect(pageKey('/dashboard', '')).toBe('/dashboard');
  });
});

describe('view params in the address', () => {
  it('keep commas and colons readable, and read back the same', () => {
    const written = searchString(new URLSearchParams({ points: '12,15', from: '2026-05-01T08:00', name: 'a&b' }));
    expect(written).toBe('points=12,15&from=2026-05-01T08:00&name=a%26b');
    expect(Object.fromEntries(new URLSearchParams(written))).toEqual({ points: '12,15', from: '2026-05-01T08:00', name: 'a&b' });
  });
});
