import { describe, expect, it } from 'vitest';
import { maintDueText, oeeColor, pctText, sinceText, woPercent } from './mes-format';

describe('machine figures as the cards show them', () => {
  it('show a ratio as a percentage, nothing measured as a dash', () => {
    expect(pctText(0.8523)).toBe('85.2%');
    expect(pctText(null)).toBe('—');
    expect(pctText(0)).toBe('0%');
  });

  it('colour OEE green from 85 %, amber from 60 %, red below, grey when unmeasured', () => {
    expect(oeeColor(0.85)).toBe('#52c41a');
    expect(oeeColor(0.6)).toBe('#faad14');
    expect(oeeColor(0.59)).toBe('#f5222d');
    expect(oeeColor(null)).toBe('#bfbfbf');
  });

  it('give an order’s progress of its dishes, capped at 100 %', () => {
    expect(woPercent({ dishes: 48, done_dishes: 30 })).toBe(63);
    expect(woPercent({ dishes: 48, done_dishes: 60 })).toBe(100);
    expect(woPercent({ dishes: 0, done_dishes: 0 })).toBe(0);
  });

  it('say how long a machine has been in its state', () => {
    const now = Date.parse('2026-11-29T10:00:00Z');
    expect(sinceText('2026-11-29T09:48:00Z', now)).toBe('12 分钟');
    expect(sinceText('2026-11-29T06:55:00Z', now)).toBe('3 小时 5 分');
    expect(sinceText('2026-11-27T09:00:00Z', now)).toBe('2 天');
  });

  it('say when maintenance is due, overdue as 超期', () => {
    expect(maintDueText('2026-11-26', '2026-11-29')).toBe('超期 3 天');
    expect(maintDueText('2026-11-29', '2026-11-29')).toBe('今天到期');
    expect(maintDueText('2026-12-04', '2026-11-29')).toBe('5 天后');
  });
});
