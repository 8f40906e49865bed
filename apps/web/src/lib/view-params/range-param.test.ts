import { describe, expect, it } from 'vitest';
import { parseRange, resolveRange, writeRange, type RangeSpec } from './range-param';

const TIME: RangeSpec = { mode: 'time', presets: ['last24', 'today', 'last7', 'last30', 'month'] };
const DAY: RangeSpec = { mode: 'day', presets: ['today', 'last7', 'last30', 'month', 'last_month'] };
const parse = (search: string, spec = TIME) => parseRange(new URLSearchParams(search), spec);
// 01:30 on 23 Nov on the factory's clock (Asia/Shanghai) is still 22 Nov in UTC and in Europe.
const NOW = new Date('2026-11-22T17:30:00Z');
const iso = (d: Date) => d.toISOString();

describe('time range in the address', () => {
  it('reads a preset the page offers, and nothing from one it does not or does not know', () => {
    expect(parse('range=last7')).toEqual({ preset: 'last7' });
    expect(parse('range=last90')).toBeNull();
    expect(parse('range=forever')).toBeNull();
    expect(parse('range=last_month', DAY)).toEqual({ preset: 'last_month' });
  });

  it('reads a custom range on the factory clock, to the minute or by whole days', () => {
    expect(parse('from=2026-05-01T08:00&to=2026-05-02T20:30')).toEqual({ preset: 'custom', from: '2026-05-01T08:00', to: '2026-05-02T20:30' });
    expect(parse('from=2026-05-01&to=2026-05-02')).toEqual({ preset: 'custom', from: '2026-05-01T00:00', to: '2026-05-03T00:00' });
    expect(parse('from=2026-05-01&to=2026-05-07', DAY)).toEqual({ preset: 'custom', from: '2026-05-01', to: '2026-05-07' });
  });

  it('falls back (null) on a missing end, a reversed range or a date that does not exist', () => {
    expect(parse('')).toBeNull();
    expect(parse('from=2026-05-01T08:00')).toBeNull();
    expect(parse('from=2026-05-02T08:00&to=2026-05-01T08:00')).toBeNull();
    expect(parse('from=2026-02-30T08:00&to=2026-03-02T08:00')).toBeNull();
    expect(parse('from=2026-05-01T25:00&to=2026-05-02T08:00')).toBeNull();
    expect(parse('from=2026-05-01T08:00&to=2026-05-02T08:00', DAY)).toBeNull();
    expect(parse('from=yesterday&to=today', DAY)).toBeNull();
  });

  it('writes a preset or a custom range, keeping the other params, and reads back what it wrote', () => {
    const base = new URLSearchParams('set=3&points=1,2&from=2026-01-01T00:00&to=2026-01-02T00:00');
    const preset = writeRange(base, { preset: 'today' });
    expect(preset.toString()).toBe('set=3&points=1%2C2&range=today');
    const custom = writeRange(preset, { preset: 'custom', from: '2026-05-01T08:00', to: '2026-05-02T08:00' });
    expect(custom.get('range')).toBeNull();
    expect(parseRange(custom, TIME)).toEqual({ preset: 'custom', from: '2026-05-01T08:00', to: '2026-05-02T08:00' });
    expect(writeRange(custom, null).toString()).toBe('set=3&points=1%2C2');
  });
});

describe('a range made concrete', () => {
  it('counts presets back from the factory clock, not the browser\'s', () => {
    const today = resolveRange({ preset: 'today' }, 'time', NOW);
    expect(iso(today.start)).toBe('2026-11-22T16:00:00.000Z');
    expect(today.end).toEqual(NOW);
    expect(today.wall[0].format('YYYY-MM-DD HH:mm')).toBe('2026-11-23 00:00');
    const last24 = resolveRange({ preset: 'last24' }, 'time', NOW);
    expect(iso(last24.start)).toBe('2026-11-21T17:30:00.000Z');
  });

  it('gives whole factory days in day mode: 最近7天 is today and the six before', () => {
    expect(resolveRange({ preset: 'last7' }, 'day', NOW)).toMatchObject({ startDay: '2026-11-17', endDay: '2026-11-23' });
    expect(resolveRange({ preset: 'month' }, 'day', NOW)).toMatchObject({ startDay: '2026-11-01', endDay: '2026-11-23' });
    expect(resolveRange({ preset: 'last_month' }, 'day', NOW)).toMatchObject({ startDay: '2026-10-01', endDay: '2026-10-31' });
  });

  it('reads custom times on the factory clock; a day range ends where its last day does', () => {
    const t = resolveRange({ preset: 'custom', from: '2026-05-01T08:00', to: '2026-05-02T08:00' }, 'time', NOW);
    expect([iso(t.start), iso(t.end)]).toEqual(['2026-05-01T00:00:00.000Z', '2026-05-02T00:00:00.000Z']);
    const d = resolveRange({ preset: 'custom', from: '2026-05-01', to: '2026-05-07' }, 'day', NOW);
    expect([iso(d.start), iso(d.end), d.startDay, d.endDay]).toEqual(['2026-04-30T16:00:00.000Z', '2026-05-07T16:00:00.000Z', '2026-05-01', '2026-05-07']);
  });
});
