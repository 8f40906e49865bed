import { describe, expect, it } from 'vitest';
import { oeePeriodsOf, oeeRowsOf, oeeTotalOf, type OeeInputs } from './mes-oee.js';

const TZ = 'Asia/Shanghai';
/** An instant of 2026-01-05 (a Monday) in Shanghai. */
const at = (hhmm: string, day = '2026-01-05') => Date.parse(`${day}T${hhmm}:00+08:00`);
const base: OeeInputs = {
  timeZone: TZ,
  now: at('12:00', '2026-02-01'),
  from: '2026-01-05',
  to: '2026-01-05',
  by: 'day',
  machines: [{ eqId: 1, name: '播种机 1', capacity: 300 }],
  spans: [
    { eqId: 1, state: 'idle', from: at('00:00'), to: at('08:30'), count: 0, woId: null },
    { eqId: 1, state: 'run', from: at('08:30'), to: at('12:30'), count: 800, woId: 7 },
    { eqId: 1, state: 'fault', from: at('12:30'), to: at('13:00'), count: 0, woId: 7 },
    { eqId: 1, state: 'run', from: at('13:00'), to: at('15:00'), count: 350, woId: 7 },
    { eqId: 1, state: 'idle', from: at('15:00'), to: at('00:00', '2026-01-06'), count: 0, woId: null },
  ],
  // Order 7 was planned 08:00–16:00.
  windows: [{ eqId: 1, from: at('08:00'), to: at('16:00') }],
  maints: [{ eqId: 1, day: '2026-01-05', minutes: 60 }],
  rejects: [{ eqId: 1, day: '2026-01-05', reject: 23 }],
};

describe('OEE from state spans', () => {
  it('a day: availability of the scheduled time, performance of the rated dishes, quality of the good ones', () => {
    const [r] = oeeRowsOf(base);
    expect(r).toMatchObject({ period: '2026-01-05', planned_min: 480, run_min: 360, fault_min: 30, maint_min: 60, count: 1150, reject: 23, orders: 1 });
    // 360/480 × 1150/1800 × 1127/1150
    expect(r).toMatchObject({ availability: 0.75, performance: 0.639, quality: 0.98, oee: 0.47 });
  });

  it('running or broken outside the orders counts as scheduled; maintenance within it does not; idle without orders is not planned', () => {
    const [r] = oeeRowsOf({
      ...base,
      windows: [{ eqId: 1, from: at('09:00'), to: at('10:00') }],
      spans: [
        { eqId: 1, state: 'maint', from: at('08:00'), to: at('09:30'), count: 0, woId: null },
        { eqId: 1, state: 'run', from: at('09:30'), to: at('11:00'), count: 300, woId: 7 },
        { eqId: 1, state: 'fault', from: at('11:00'), to: at('11:30'), count: 0, woId: 7 },
        { eqId: 1, state: 'idle', from: at('11:30'), to: at('18:00'), count: 0, woId: null },
      ],
    });
    // scheduled 09:00–11:30 = 150 min, of which 09:00–09:30 maintenance
    expect(r).toMatchObject({ planned_min: 120, run_min: 90, fault_min: 30, maint_min: 90, availability: 0.75 });
    const [idle] = oeeRowsOf({ ...base, windows: [], spans: [{ eqId: 1, state: 'idle', from: at('00:00'), to: null, count: 0, woId: null }] });
    expect(idle).toMatchObject({ planned_min: 0, run_min: 0, oee: null });
  });

  it('a run across midnight is split by its time on each day, never counted twice', () => {
    const rows = oeeRowsOf({
      ...base,
      to: '2026-01-06',
      maints: [],
      rejects: [],
      spans: [{ eqId: 1, state: 'run', from: at('23:00'), to: at('01:00', '2026-01-06'), count: 100, woId: 8 }],
    });
    expect(rows.map((r) => [r.period, r.run_min, r.count])).toEqual([
      ['2026-01-05', 60, 50],
      ['2026-01-06', 60, 50],
    ]);
  });

  it('a week row adds its days; the planned time of today runs to now, of a later day is none', () => {
    const [week] = oeeRowsOf({ ...base, by: 'week', to: '2026-01-11' });
    expect(week).toMatchObject({ period: '2026-01-05', planned_min: 480, run_min: 360, count: 1150 });
    const [today, tomorrow] = oeeRowsOf({ ...base, now: at('10:00'), to: '2026-01-06', spans: [{ eqId: 1, state: 'run', from: at('08:00'), to: null, count: 200, woId: 9 }] });
    expect(today).toMatchObject({ planned_min: 120, run_min: 120, count: 200, availability: 1 });
    expect(tomorrow).toMatchObject({ planned_min: 0, run_min: 0, oee: null });
  });

  it('the total weighs each machine’s capacity by its run time', () => {
    const rows = oeeRowsOf({
      ...base,
      machines: [...base.machines, { eqId: 2, name: '播种机 2', capacity: 600 }],
      spans: [...base.spans, { eqId: 2, state: 'run', from: at('08:00'), to: at('10:00'), count: 600, woId: 10 }],
    });
    const total = oeeTotalOf(rows, (id) => (id === 1 ? 300 : 600));
    // run 480 of planned 480 + 120; dishes 1750 of 300×6 + 600×2 = 3000; good 1727 of 1750
    expect(total).toEqual({ availability: 0.8, performance: 0.583, quality: 0.987, oee: 0.461 });
  });

  it('the machines together per period, oldest first, from the same function as the total', () => {
    const two = { ...base, to: '2026-01-06', machines: [...base.machines, { eqId: 2, name: '播种机 2', capacity: 600 }] };
    const rows = oeeRowsOf({ ...two, spans: [...base.spans, { eqId: 2, state: 'run', from: at('08:00'), to: at('10:00'), count: 600, woId: 10 }] });
    const capacityOf = (id: number) => (id === 1 ? 300 : 600);
    const periods = oeePeriodsOf(rows.slice().reverse(), capacityOf);
    expect(periods.map((p) => p.period)).toEqual(['2026-01-05', '2026-01-06']);
    expect(periods[0]).toMatchObject({ planned_min: 600, run_min: 480, count: 1750, ...oeeTotalOf(rows.filter((r) => r.period === '2026-01-05'), capacityOf) });
    expect(periods[1]).toMatchObject({ planned_min: 0, oee: null });
  });
});
