import type { RoomState } from '@pfs/sim';
import { prng, seedOf, wander } from './prng.js';
import { DAY_MS, type TimeStep } from './climate-time.js';
import type { Weather } from './climate-outdoor.js';
import type { Excursion, RoomProfile } from './climate-rooms.js';

/**
 * One room through the year, a reading every few minutes: controlled climate that holds its set-points with the
 * small wander of a real control loop, the lights' schedule, a nutrient tank that the crop drinks down and a float
 * valve tops up, dosing pumps that keep EC and pH in their bands, and meters that count every kWh and m³ the
 * equipment uses. Returns a step function over consecutive time steps; the state carries from step to step.
 */

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));
/** Moves v toward target with time constant tauH over dtH hours. */
const approach = (v: number, target: number, tauH: number, dtH: number) => target + (v - target) * Math.exp(-dtH / tauH);

/** Nominal cooling of each room's air conditioning, kW of heat; 栽培二区's older unit has the least margin. */
const COOLING_KW: Record<string, number> = { 'demo-grow-2': 2.9 };
const DEFAULT_COOLING_KW = 5.5;
/** Fresh (mains) water: it dilutes the solution and lifts its pH. */
const FRESH_EC = 0.3;
const FRESH_PH = 7.2;

export type RoomStep = RoomState & { lit: boolean };

export function roomModel(p: RoomProfile, seed: string, excursions: readonly Excursion[]) {
  const rng = prng(seedOf(seed, 'room', p.sn));
  const tempNoise = wander(rng, 0.22, 3);
  const rhNoise = wander(rng, 1.5, 2);
  const co2Noise = wander(rng, 22, 0.6);
  const waterTempNoise = wander(rng, 0.12, 8);
  const doNoise = wander(rng, 0.07, 4);
  const acPeriodH = rng.range(0.4, 0.7);
  const acPhase = rng.range(0, 2 * Math.PI);
  const co2Failures = excursions.filter((e) => e.sn === p.sn && e.kind === 'co2_failure');
  const coolingKw = COOLING_KW[p.sn] ?? DEFAULT_COOLING_KW;

  let last: number | null = null;
  let ctrlTemp = p.tempDark;
  let ctrlRh = p.rhDark;
  let temp = p.tempDark;
  let heatExcess = 0;
  let co2 = 600;
  let ec = p.ecTarget;
  let ph = p.phTarget;
  let level = 64;
  let waterTemp = 19.5;
  let refilling = false;
  let draining = false;
  let dosing = false;
  let acid = false;
  let kwh = p.meterStart.kwh;
  let m3 = p.meterStart.m3;

  return (s: TimeStep, w: Weather): RoomStep => {
    const dtH = last === null ? 0 : (s.ts - last) / 3_600_000;
    last = s.ts;
    const dayIdx = Math.floor(s.ts / DAY_MS);
    const greenhouse = p.kind === 'greenhouse';
    const inWindow = (s.hour - p.lightsOn + 24) % 24 < p.photoperiodH;
    // Greenhouse lamps only top up dark winter days; closed rooms follow their schedule all year.
    const lit = greenhouse ? inWindow && (s.month <= 2 || s.month >= 11) && w.sun < 0.12 : inWindow;
    const daytime = greenhouse ? w.sun > 0.05 : lit;
    const sunPpfd = greenhouse ? 2000 * w.sun * 0.6 : 0;
    const ppfd = sunPpfd + (lit ? p.ppfdLit * (1 + 0.008 * rng.normal()) : 0);

    let kw = 0.05; // controller, sensors, walkway lights
    let padM3h = 0;
    if (greenhouse) {
      // Sunlight heats the house; heating holds the night minimum, vents and wet pads take the edge off the noon heat.
      const passive = w.temp + 11 * w.sun;
      const heatSp = daytime ? p.tempLit : p.tempDark;
      let target = passive;
      if (passive < heatSp) {
        const lift = Math.min(heatSp - passive, 18);
        target = passive + lift;
        kw += lift * 0.35;
      } else if (passive > 26) {
        target = 26 + 0.35 * (passive - 26);
        kw += 1.5;
        padM3h = 0.06;
      }
      temp = approach(temp, target, 0.4, dtH);
      kw += (daytime ? 0.3 : 0.1) + (lit ? p.ledKw : 0);
    } else {
      ctrlTemp = approach(ctrlTemp, lit ? p.tempLit : p.tempDark, 0.6, dtH);
      // Heat to remove: the lamps, the walls, people and pumps. Above 30 °C outside the condenser loses capacity.
      const load = (lit ? p.ledKw * 0.95 : 0) + 0.09 * (w.temp - ctrlTemp) + 0.15;
      const capacity = coolingKw * (1 - 0.05 * Math.max(0, w.temp - 30));
      heatExcess = approach(heatExcess, Math.max(0, load - capacity) * 8, 1, dtH);
      temp = ctrlTemp + 0.03 * (w.temp - ctrlTemp) + heatExcess;
      const cop = clamp(5 - 0.09 * (w.temp - 15), 2.2, 5.5);
      kw += 0.25 + (load >= 0 ? Math.min(load, capacity) / cop : -load / 3.2);
      kw += (lit ? p.ledKw : 0) + 0.2 + 0.4 * ((lit ? 0.45 : 0.2) + (w.rh > 85 ? 0.15 : 0));
    }
    const airTemp = temp + tempNoise(dtH) + (greenhouse ? 0 : 0.18 * Math.sin((2 * Math.PI * s.ts) / (acPeriodH * 3_600_000) + acPhase));

    let rh: number;
    if (greenhouse) {
      ctrlRh = approach(ctrlRh, clamp(0.45 * w.rh + 44 - 30 * w.sun + (padM3h ? 10 : 0), 35, 97), 0.5, dtH);
      rh = ctrlRh + rhNoise(dtH);
    } else {
      ctrlRh = approach(ctrlRh, (lit ? p.rhLit : p.rhDark) + (w.rh > 85 ? 3 : 0) + 1.5 * heatExcess, 0.5, dtH);
      rh = ctrlRh + rhNoise(dtH);
    }

    // CO2: dosed while lit, drawn down by the crop when the supply fails, raised by respiration in the dark.
    const failing = co2Failures.some((e) => s.ts >= e.from && s.ts < e.to);
    let co2Target: number;
    let co2Tau: number;
    if (greenhouse) [co2Target, co2Tau] = daytime ? [420 - 60 * w.sun, 0.8] : [520, 1.5];
    else if (!lit) [co2Target, co2Tau] = [640, 2.5];
    else if (p.co2Lit !== null && !failing) [co2Target, co2Tau] = [p.co2Lit, 0.35];
    else [co2Target, co2Tau] = [260, 1];
    co2 = approach(co2, co2Target, co2Tau, dtH);
    const co2Reading = co2 + co2Noise(dtH) * (lit && !failing ? 1.6 : 1);

    // The tank: the crop drinks (more near harvest, more in sun), a level switch refills it from 60 % to 68 %, the solution is
    // renewed every few weeks. Nutrient uptake lags water uptake, so EC creeps up between top-ups.
    const cycle = ((dayIdx + p.cycleOffsetDays) % p.cycleDays) / p.cycleDays;
    const thirst = greenhouse ? 0.25 + 1.9 * w.sun : daytime ? 1 : 0.3;
    const drink = p.drinkPct * (0.45 + 0.75 * cycle) * thirst * dtH;
    const flushDay = (dayIdx + p.cycleOffsetDays) % p.flushEveryDays === 0;
    if (flushDay && s.hour >= 10 && s.hour < 10 + dtH + 1e-9 && !draining) draining = true;
    let fresh = 0;
    if (draining) {
      level -= 80 * dtH;
      if (level <= 12) {
        draining = false;
        refilling = true;
      }
    } else {
      level -= drink;
      ec += (ec * 0.35 * drink) / Math.max(level, 1);
      if (level < 60) refilling = true;
      if (refilling) {
        fresh = Math.min(30 * dtH, 68 - level);
        level += fresh;
        if (level >= 68 - 1e-9) refilling = false;
      }
      if (fresh > 0) {
        ec = (ec * (level - fresh) + FRESH_EC * fresh) / level;
        ph = (ph * (level - fresh) + FRESH_PH * fresh) / level;
      }
    }
    if (ec < p.ecTarget - 0.06) dosing = true;
    if (ec >= p.ecTarget + 0.03) dosing = false;
    if (dosing) ec += 0.5 * dtH;
    ph += 0.025 * dtH * (daytime ? 1 : 0.4) - (dosing ? 0.1 * dtH : 0);
    if (ph > p.phTarget + 0.15) acid = true;
    if (ph < p.phTarget - 0.05) acid = false;
    if (acid) ph -= 0.3 * dtH;
    m3 += (fresh / 100) * p.tankM3 + padM3h * dtH;
    kw += 0.06 + (refilling || draining ? 0.25 : 0) + (dosing || acid ? 0.05 : 0);
    kwh += kw * dtH;

    const summer = 0.6 * Math.cos((2 * Math.PI * (s.doy - 205)) / 365);
    waterTemp = greenhouse ? approach(waterTemp, temp - 1.5, 4, dtH) : approach(waterTemp, 19 + 0.3 * (temp - 21) + summer, 5, dtH);
    const wt = waterTemp + waterTempNoise(dtH);

    return {
      lit,
      airTemp,
      humidity: clamp(rh, 30, 98),
      co2: clamp(co2Reading, 150, 2000),
      ppfd: Math.max(0, ppfd),
      ec: ec + 0.01 * rng.normal(),
      ph: ph + 0.01 * rng.normal(),
      waterTemp: wt,
      waterLevel: level,
      dissolvedO2: clamp(14.6 - 0.33 * wt + 0.3 + doNoise(dtH), 4, 12),
      energyKwh: kwh,
      waterM3: m3,
    };
  };
}
