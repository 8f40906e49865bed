import { SITES, type Site } from './climate-outdoor.js';
import { DAY_MS, HOUR_MS } from './climate-time.js';

/**
 * How each simulated room of the demo is run: its light schedule (local clock), climate set-points, nutrient
 * solution and equipment. Loads follow the simulator's room (packages/sim room-model: 2 kW of LED, 1.5 kW air
 * conditioning, a 2.5 m³ tank), so the live readings that follow the history continue it at the same scale:
 * a container-sized room using 45–60 kWh a day.
 */
export type RoomProfile = {
  sn: string;
  /** closed: an insulated room under full air conditioning; greenhouse: sunlight, heating and pad-and-fan cooling. */
  kind: 'closed' | 'greenhouse';
  site: Site;
  /** Lights on at this local hour for `photoperiodH` hours (closed rooms). */
  lightsOn: number;
  photoperiodH: number;
  ppfdLit: number;
  tempLit: number;
  tempDark: number;
  rhLit: number;
  rhDark: number;
  /** CO2 kept while lit by dosing; null: no dosing. */
  co2Lit: number | null;
  ecTarget: number;
  phTarget: number;
  /** LED electrical power at the dimming used, kW. */
  ledKw: number;
  tankM3: number;
  /** Tank level the plants drink per lit hour, % (at full crop size). */
  drinkPct: number;
  /** Days of one crop cycle: young plants drink less than a crop near harvest. */
  cycleDays: number;
  cycleOffsetDays: number;
  /** Solution changed every this many days (drain and refill). */
  flushEveryDays: number;
  /** Meter readings at the start of the history (the meters were installed earlier). */
  meterStart: { kwh: number; m3: number };
};

/**
 * Alarm limits the demo's points come with (告警设置), chosen so that the live simulator stays inside them while the
 * history's episodes cross them: the heat wave in 栽培二区, the CO2 failures in 栽培一区, the greenhouse's coldest
 * night and hottest noon. `delayS`: how long a value must stay out before the alarm is raised. `closeNote`: the limit
 * does not clear its alarms by itself (自动恢复 off); the manager closes them with this reason.
 */
export type AlarmLimit = { sn: string; code: string; high: number | null; low: number | null; delayS: number; level: number; closeNote?: string };

export const DEMO_ALARM_LIMITS: AlarmLimit[] = [
  { sn: 'demo-grow-1', code: 'air_temp', high: 27, low: 15, delayS: 600, level: 1 },
  { sn: 'demo-grow-2', code: 'air_temp', high: 27, low: 15, delayS: 600, level: 1 },
  // A CO2 failure means an empty cylinder or a stuck valve: someone has to look, so the alarm waits to be closed.
  { sn: 'demo-grow-1', code: 'co2', high: null, low: 300, delayS: 600, level: 1, closeNote: '已更换 CO2 钢瓶，浓度恢复正常' },
  { sn: 'nursery-sow', code: 'air_temp', high: 33, low: 14, delayS: 600, level: 1 },
];

/** An episode written into the history, for the tests and the demo's alarm log. */
export type Excursion = { sn: string; kind: 'co2_failure' | 'outage'; from: number; to: number };

export const DEMO_ROOMS: RoomProfile[] = [
  {
    // Seedlings: a long, gentle day (the demo strategy 育苗室 补光 runs the same 06:00–22:00).
    sn: 'demo-seedling',
    kind: 'closed',
    site: SITES.shanghai,
    lightsOn: 6,
    photoperiodH: 16,
    ppfdLit: 420,
    tempLit: 23,
    tempDark: 20.5,
    rhLit: 74,
    rhDark: 80,
    co2Lit: 800,
    ecTarget: 1.2,
    phTarget: 5.9,
    ledKw: 1.4,
    tankM3: 1.5,
    drinkPct: 0.6,
    cycleDays: 18,
    cycleOffsetDays: 5,
    flushEveryDays: 18,
    meterStart: { kwh: 18_436.2, m3: 212.4 },
  },
  {
    sn: 'demo-grow-1',
    kind: 'closed',
    site: SITES.shanghai,
    lightsOn: 4,
    photoperiodH: 16,
    ppfdLit: 480,
    tempLit: 22,
    tempDark: 18.5,
    rhLit: 68,
    rhDark: 75,
    co2Lit: 1000,
    ecTarget: 1.8,
    phTarget: 6.0,
    ledKw: 1.6,
    tankM3: 2.5,
    drinkPct: 1.3,
    cycleDays: 35,
    cycleOffsetDays: 0,
    flushEveryDays: 14,
    meterStart: { kwh: 26_903.5, m3: 488.7 },
  },
  {
    // Lit at night on the off-peak tariff (谷电), dark through the afternoon heat.
    sn: 'demo-grow-2',
    kind: 'closed',
    site: SITES.shanghai,
    lightsOn: 20,
    photoperiodH: 16,
    ppfdLit: 480,
    tempLit: 22,
    tempDark: 19,
    rhLit: 70,
    rhDark: 76,
    co2Lit: 900,
    ecTarget: 1.7,
    phTarget: 6.0,
    ledKw: 1.6,
    tankM3: 2.5,
    drinkPct: 1.2,
    cycleDays: 35,
    cycleOffsetDays: 17,
    flushEveryDays: 14,
    meterStart: { kwh: 25_118.9, m3: 451.3 },
  },
  {
    // 育苗中心's sowing greenhouse: daylight with winter supplementary lighting.
    sn: 'nursery-sow',
    kind: 'greenhouse',
    site: SITES.suzhou,
    lightsOn: 6,
    photoperiodH: 14,
    ppfdLit: 110,
    tempLit: 20,
    tempDark: 16,
    rhLit: 70,
    rhDark: 85,
    co2Lit: null,
    ecTarget: 1.0,
    phTarget: 6.0,
    ledKw: 2.4,
    tankM3: 5,
    drinkPct: 1.4,
    cycleDays: 28,
    cycleOffsetDays: 9,
    flushEveryDays: 21,
    meterStart: { kwh: 41_270.0, m3: 1_304.6 },
  },
];

/**
 * The episodes of a window ending at `endMs`, placed relative to its end so that every window of 120 days or more
 * has them (and none falls in the last days, where the live readings take over): the CO2 supply of 栽培一区 runs
 * out for three days, 育苗室's gateway is cut off for 14 hours. The heat wave (late July) and the cold snap (late
 * January) are the weather's; in them 栽培二区's air conditioning cannot keep up and the greenhouse gets cold.
 */
export function excursionsOf(endMs: number, startMs: number): Excursion[] {
  const day0 = Math.floor(endMs / DAY_MS) * DAY_MS;
  const at = (daysBefore: number, hourUtc: number) => day0 - daysBefore * DAY_MS + hourUtc * HOUR_MS;
  // The latest CO2 failure: 06:00–11:00 in Shanghai (lit from 04:00) of the last morning over by half an hour, so
  // the demo opens with an alarm the manager has yet to close.
  const lastMorningEnd = at(0, 3) <= endMs - HOUR_MS / 2 ? at(0, 3) : at(1, 3);
  const list: Excursion[] = [
    { sn: 'demo-grow-1', kind: 'co2_failure', from: at(74, 21), to: at(71, 9) },
    { sn: 'demo-seedling', kind: 'outage', from: at(23, 17), to: at(22, 7) },
    { sn: 'demo-grow-1', kind: 'co2_failure', from: lastMorningEnd - 5 * HOUR_MS, to: lastMorningEnd },
  ];
  return list.filter((e) => e.from >= startMs && e.to <= endMs);
}
