/**
 * A small physical model of one grow room, pure and deterministic: step(state, dt, switches, env) → state.
 * Rates are per hour unless named otherwise; they are plausible for a 100 m² vertical-farm room.
 */
export type RoomState = {
  airTemp: number; // °C
  humidity: number; // %RH
  co2: number; // ppm
  ppfd: number; // µmol/m²/s at canopy
  ec: number; // mS/cm
  ph: number;
  waterTemp: number; // °C
  waterLevel: number; // % of tank
  dissolvedO2: number; // mg/L
  energyKwh: number;
  waterM3: number;
};

export type Switches = {
  led: { on: boolean; dim: number }; // dim 0–100 %
  ac: { on: boolean; setpoint: number }; // °C
  fan: boolean;
  humidifier: boolean;
  dehumidifier: boolean;
  co2Valve: boolean;
  irrigation: boolean;
  dosing: boolean;
};

export type Env = { outsideTemp: number; heatSpike?: number };

export const INITIAL_ROOM: RoomState = {
  airTemp: 22,
  humidity: 65,
  co2: 600,
  ppfd: 0,
  ec: 1.8,
  ph: 6.0,
  waterTemp: 20,
  waterLevel: 70,
  dissolvedO2: 8.5,
  energyKwh: 0,
  waterM3: 0,
};

export const ALL_OFF: Switches = {
  led: { on: false, dim: 100 },
  ac: { on: false, setpoint: 22 },
  fan: false,
  humidifier: false,
  dehumidifier: false,
  co2Valve: false,
  irrigation: false,
  dosing: false,
};

/** Electrical power drawn by the switches, kW. */
export function powerKw(sw: Switches): number {
  return (
    (sw.led.on ? 2.0 * (sw.led.dim / 100) : 0) +
    (sw.ac.on ? 1.5 : 0) +
    (sw.fan ? 0.2 : 0) +
    (sw.humidifier ? 0.3 : 0) +
    (sw.dehumidifier ? 0.4 : 0) +
    (sw.irrigation ? 0.25 : 0) +
    (sw.dosing ? 0.05 : 0) +
    (sw.co2Valve ? 0.01 : 0)
  );
}

const TANK_M3 = 2.5;
const FLOAT_VALVE_LEVEL = 60;

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));
/** Moves `v` toward `target` with time constant `tauH` hours over `h` hours. */
const approach = (v: number, target: number, tauH: number, h: number) => target + (v - target) * Math.exp(-h / tauH);

export function step(s: RoomState, dtSeconds: number, sw: Switches, env: Env): RoomState {
  const h = dtSeconds / 3600;
  const light = sw.led.on ? clamp(sw.led.dim, 0, 100) / 100 : 0;
  const ppfd = 600 * light;

  // Heat: lights warm the room, the walls leak toward outside (faster with the fan), the AC pulls to its set-point.
  let airTemp = s.airTemp + 1.5 * light * h;
  airTemp = approach(airTemp, env.outsideTemp, sw.fan ? 1 : 5, h);
  if (sw.ac.on) airTemp = approach(airTemp, sw.ac.setpoint, 0.3, h);
  airTemp += env.heatSpike ?? 0;

  let humidity = s.humidity + (2 * light + (sw.humidifier ? 10 : 0) - (sw.dehumidifier ? 10 : 0) - (sw.ac.on ? 2 : 0)) * h;
  humidity = clamp(humidity, 20, 100);

  // Plants take up CO2 under light; the valve adds it; air exchange pulls toward 420 ppm.
  let co2 = s.co2 + (-360 * light + (sw.co2Valve ? 1800 : 0)) * h;
  co2 = approach(co2, 420, sw.fan ? 0.3 : 2, h);
  co2 = clamp(co2, 250, 5000);

  // Nutrient tank: plants drink (level down, EC creeps up); irrigation refills with fresh water; dosing adds nutrients.
  let waterLevel = s.waterLevel - 1 * h + (sw.irrigation ? 20 : 0) * h;
  waterLevel = clamp(waterLevel, 0, 100);
  // A float valve tops the tank (2.5 m³: irrigation's 20 %/h is 0.5 m³/h) up to 60 % with mains water, on the meter.
  const makeUp = Math.max(0, FLOAT_VALVE_LEVEL - waterLevel);
  waterLevel += makeUp;
  let ec = s.ec + 0.02 * h + (sw.dosing ? 0.5 : 0) * h;
  if (sw.irrigation) ec = approach(ec, 0.6, 3, h);
  const ph = clamp(s.ph - (sw.dosing ? 0.2 : 0) * h + 0.02 * h, 4, 8.5);
  const waterTemp = approach(s.waterTemp, airTemp - 2, 4, h);
  const dissolvedO2 = clamp(14.6 - 0.33 * waterTemp, 0, 20);

  return {
    airTemp,
    humidity,
    co2,
    ppfd,
    ec: clamp(ec, 0, 6),
    ph,
    waterTemp,
    waterLevel,
    dissolvedO2,
    energyKwh: s.energyKwh + powerKw(sw) * h,
    waterM3: s.waterM3 + (sw.irrigation ? 0.5 : 0) * h + (makeUp / 100) * TANK_M3,
  };
}

/** Outside temperature over the day: coolest at 05:00, warmest at 15:00. */
export function outsideTemp(date: Date, mean = 18, swing = 6): number {
  const hour = date.getHours() + date.getMinutes() / 60;
  return mean + swing * Math.sin(((hour - 9) / 24) * 2 * Math.PI);
}
