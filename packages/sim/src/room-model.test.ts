import { describe, expect, it } from 'vitest';
import { ALL_OFF, INITIAL_ROOM, powerKw, step, type Switches } from './room-model.js';

const run = (sw: Switches, minutes: number, outside = 22) => {
  let s = INITIAL_ROOM;
  for (let i = 0; i < minutes; i++) s = step(s, 60, sw, { outsideTemp: outside });
  return s;
};

describe('room model', () => {
  it('lights raise PPFD and warm the room', () => {
    const lit = run({ ...ALL_OFF, led: { on: true, dim: 100 } }, 60);
    const dark = run(ALL_OFF, 60);
    expect(lit.ppfd).toBe(600);
    expect(dark.ppfd).toBe(0);
    expect(lit.airTemp).toBeGreaterThan(dark.airTemp + 0.5);
    expect(run({ ...ALL_OFF, led: { on: true, dim: 50 } }, 1).ppfd).toBe(300);
  });

  it('the air conditioner pulls toward its set-point', () => {
    const hot = run({ ...ALL_OFF, led: { on: true, dim: 100 }, ac: { on: true, setpoint: 18 } }, 120, 30);
    expect(hot.airTemp).toBeGreaterThan(17.5);
    expect(hot.airTemp).toBeLessThan(19.5);
    expect(run(ALL_OFF, 120, 30).airTemp).toBeGreaterThan(24);
  });

  it('plants take up CO2 under light and the valve adds it', () => {
    expect(run({ ...ALL_OFF, led: { on: true, dim: 100 } }, 60).co2).toBeLessThan(INITIAL_ROOM.co2 - 100);
    expect(run({ ...ALL_OFF, co2Valve: true }, 30).co2).toBeGreaterThan(INITIAL_ROOM.co2 + 300);
  });

  it('irrigation raises the water level and dilutes EC; dosing raises EC', () => {
    const irrigated = run({ ...ALL_OFF, irrigation: true }, 60);
    expect(irrigated.waterLevel).toBeGreaterThan(INITIAL_ROOM.waterLevel + 15);
    expect(irrigated.ec).toBeLessThan(INITIAL_ROOM.ec);
    expect(run(ALL_OFF, 60).waterLevel).toBeLessThan(INITIAL_ROOM.waterLevel);
    expect(run({ ...ALL_OFF, dosing: true }, 60).ec).toBeGreaterThan(INITIAL_ROOM.ec + 0.4);
  });

  it('meters count what the switches draw', () => {
    const sw = { ...ALL_OFF, led: { on: true, dim: 100 }, irrigation: true };
    const s = run(sw, 60);
    expect(s.energyKwh).toBeCloseTo(powerKw(sw), 5);
    expect(s.waterM3).toBeCloseTo(0.5, 5);
    expect(run(ALL_OFF, 60).energyKwh).toBe(0);
  });

  it('a float valve keeps the tank at 60 % with metered mains water', () => {
    const s = run(ALL_OFF, 24 * 60);
    expect(s.waterLevel).toBeCloseTo(60, 5);
    // From 70 % the crop drinks 10 h down to the valve, then 14 h at 1 %/h: 14 % of a 2.5 m³ tank.
    expect(s.waterM3).toBeCloseTo(0.35, 3);
  });

  it('is deterministic', () => {
    const sw = { ...ALL_OFF, fan: true, humidifier: true };
    expect(run(sw, 30)).toEqual(run(sw, 30));
  });
});
