/** Sun and moon for the weather model: sunrise/sunset (NOAA's simplified formulae) and the moon's phase. */

const RAD = Math.PI / 180;
const DAY_MS = 86_400_000;

export const dayOfYear = (ts: number) => Math.floor((ts - Date.UTC(new Date(ts).getUTCFullYear(), 0, 1)) / DAY_MS) + 1;

/** Sine of the sun's elevation at an instant and place. */
export function sunSine(lat: number, lon: number, ts: number): number {
  const doy = dayOfYear(ts);
  const decl = 23.44 * RAD * Math.sin((2 * Math.PI * (284 + doy)) / 365);
  const solarHour = (((ts / 3_600_000 + lon / 15) % 24) + 24) % 24;
  const ha = (solarHour - 12) * 15 * RAD;
  return Math.sin(lat * RAD) * Math.sin(decl) + Math.cos(lat * RAD) * Math.cos(decl) * Math.cos(ha);
}

const hhmm = (min: number) => {
  const m = ((Math.round(min) % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
};

/**
 * Local sunrise and sunset ("HH:mm") of a calendar day (`dayUtc` = that date's 00:00 UTC); '' on polar days and
 * nights, as QWeather leaves them empty.
 */
export function sunTimes(lat: number, lon: number, dayUtc: number, utcOffsetMin: number): { sunrise: string; sunset: string } {
  const n = dayOfYear(dayUtc);
  const decl = 23.44 * RAD * Math.sin((2 * Math.PI * (284 + n)) / 365);
  const b = (2 * Math.PI * (n - 81)) / 364;
  const eot = 9.87 * Math.sin(2 * b) - 7.53 * Math.cos(b) - 1.5 * Math.sin(b);
  const cosH = (Math.sin(-0.833 * RAD) - Math.sin(lat * RAD) * Math.sin(decl)) / (Math.cos(lat * RAD) * Math.cos(decl));
  if (cosH > 1 || cosH < -1) return { sunrise: '', sunset: '' };
  const h = Math.acos(cosH) / RAD;
  const noon = 720 - 4 * lon - eot + utcOffsetMin;
  return { sunrise: hhmm(noon - 4 * h), sunset: hhmm(noon + 4 * h) };
}

/** QWeather's eight phase names with their icon codes 800–807. */
export const MOON_PHASES = ['新月', '蛾眉月', '上弦月', '盈凸月', '满月', '亏凸月', '下弦月', '残月'] as const;
const SYNODIC_DAYS = 29.530588853;
const KNOWN_NEW_MOON = Date.UTC(2000, 0, 6, 18, 14);

export function moonPhaseOf(ts: number): { moonPhase: string; moonPhaseIcon: string; age: number } {
  const age = ((((ts - KNOWN_NEW_MOON) / DAY_MS) % SYNODIC_DAYS) + SYNODIC_DAYS) % SYNODIC_DAYS;
  const i = Math.round((age / SYNODIC_DAYS) * 8) % 8;
  return { moonPhase: MOON_PHASES[i]!, moonPhaseIcon: String(800 + i), age };
}
