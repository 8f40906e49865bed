import { describe, expect, it } from 'vitest';
import { EquipModel, equipKindOfSn, isEquipSn, seedOf } from './equip-model.js';

const HOUR = 3_600_000;
const MIN = 60_000;
/** A machine that never breaks down, to measure its speed alone. */
const steady = (kind: 'sow' | 'transplant' | 'harvest' | 'pack', seed = 1) => new EquipModel({ kind, seed, mtbfMs: Number.POSITIVE_INFINITY });

describe('equipment model', () => {
  it('reads the kind from the gateway sn', () => {
    expect(equipKindOfSn('EQ-1-SOW-1')).toBe('sow');
    expect(equipKindOfSn('EQ-12-TRN-3')).toBe('transplant');
    expect(equipKindOfSn('EQ-1-HRV-2')).toBe('harvest');
    expect(equipKindOfSn('EQ-1-PCK-1')).toBe('pack');
    expect(equipKindOfSn('EQ-1-XYZ-1')).toBeNull();
    expect(equipKindOfSn('demo-grow-1')).toBeNull();
    expect(isEquipSn('EQ-1-SOW-1')).toBe(true);
    expect(isEquipSn('demo-grow-1')).toBe(false);
  });

  it('stands idle until the run switch opens, then counts at 85–100 % of its rated capacity', () => {
    const m = steady('transplant');
    expect(m.capacity).toBe(30);
    m.step(HOUR);
    expect(m.state).toBe('idle');
    expect(m.stateValue).toBe(0);
    expect(m.count).toBe(0);
    m.command(true);
    expect(m.stateValue).toBe(1);
    m.step(HOUR);
    expect(m.count).toBeGreaterThanOrEqual(25);
    expect(m.count).toBeLessThanOrEqual(30);
    expect(Number.isInteger(m.count)).toBe(true);
  });

  it('rated capacity by kind', () => {
    expect(['sow', 'transplant', 'harvest', 'pack'].map((k) => steady(k as 'sow').capacity)).toEqual([30, 30, 60, 100]);
  });

  it('accumulates fractions of a dish: many small steps count what one long step counts', () => {
    const a = steady('harvest', 7);
    const b = steady('harvest', 7);
    a.command(true);
    b.command(true);
    for (let i = 0; i < 3600; i++) a.step(1000);
    b.step(HOUR);
    // 60 dishes/h is one a minute or less: one-second steps add nothing alone, yet the hour still counts.
    expect(a.count).toBeGreaterThanOrEqual(50);
    expect(Math.abs(a.count - b.count)).toBeLessThanOrEqual(1);
  });

  it('closing the switch stops the counter', () => {
    const m = steady('sow');
    m.command(true);
    m.step(30 * MIN);
    m.command(false);
    const at = m.count;
    expect(m.stateValue).toBe(0);
    m.step(HOUR);
    expect(m.count).toBe(at);
  });

  it('now and then stops with a fault for a few minutes, counts nothing meanwhile, then runs again', () => {
    const m = new EquipModel({ kind: 'sow', seed: seedOf('EQ-1-SOW-1') });
    m.command(true);
    const faults: number[] = [];
    let since = -1;
    for (let t = 0; t < 48 * 60; t++) {
      const before = m.count;
      m.step(MIN);
      if (m.state === 'fault') {
        if (since < 0) since = t;
        // The minute it broke down it may still have counted; a whole minute of fault counts nothing.
        if (t > since) expect(m.count).toBe(before);
      } else if (since >= 0) {
        expect(m.state).toBe('run');
        faults.push(t - since);
        since = -1;
      }
    }
    // A mean of one fault per 4 h of running: over 48 h some, but not every hour.
    expect(faults.length).toBeGreaterThanOrEqual(4);
    expect(faults.length).toBeLessThanOrEqual(30);
    for (const d of faults) expect(d).toBeLessThanOrEqual(11);
    expect(m.stateValue).not.toBe(3);
  });

  it('a fault is repaired before the switch counts: closed during the repair, the machine ends idle', () => {
    const m = new EquipModel({ kind: 'pack', seed: 3, mtbfMs: MIN, repairMs: [5 * MIN, 5 * MIN] });
    m.command(true);
    m.step(10 * MIN);
    while (m.state !== 'fault') m.step(1000);
    expect(m.stateValue).toBe(2);
    m.command(false);
    expect(m.state).toBe('fault');
    m.step(5 * MIN);
    expect(m.state).toBe('idle');
  });

  it('is deterministic for a seed and differs between seeds', () => {
    const day = (seed: number) => {
      const m = new EquipModel({ kind: 'transplant', seed, mtbfMs: HOUR });
      m.command(true);
      const states: string[] = [];
      for (let i = 0; i < 24 * 12; i++) {
        m.step(5 * MIN);
        states.push(`${m.state}:${m.count}`);
      }
      return states;
    };
    expect(day(42)).toEqual(day(42));
    expect(day(42)).not.toEqual(day(43));
  });
});
