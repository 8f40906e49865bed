import { dayOfYear, moonPhaseOf, sunSine, sunTimes } from './astro.js';
import { hashText, layeredNoise, smoothNoise } from './noise.js';
import { rainGradeOf } from './rain.js';
import { windDirectionName, windScaleOf } from './wind.js';

/**
 * The built-in weather model (used when no QWeather key is set): deterministic per location and hour, so every
 * server, the backfill and the live view agree. The climate follows the latitude (annual mean and seasonal swing,
 * a summer monsoon that brings rain and south-east winds, north-west winds and high pressure in winter), the day
 * has a cool dawn and a warm afternoon, weather systems drift over days, and rain comes in showers whose rate is
 * continuous in time, so the 5-minute rain list and the hourly sums agree.
 */

export type WeatherLocation = { lat: number; lon: number; seed: number; utcOffsetMin: number };

/** The factory's `loc` ("lon,lat", as QWeather takes it); null when it is not a valid coordinate. */
export function weatherLocationOf(loc: string, utcOffsetMin?: number): WeatherLocation | null {
  const m = /^\s*(-?\d{1,3}(?:\.\d+)?)\s*,\s*(-?\d{1,2}(?:\.\d+)?)\s*$/.exec(loc);
  if (!m) return null;
  const lon = Number(m[1]);
  const lat = Number(m[2]);
  if (Math.abs(lon) > 180 || Math.abs(lat) > 90) return null;
  return { lat, lon, seed: hashText(`${lon.toFixed(2)},${lat.toFixed(2)}`), utcOffsetMin: utcOffsetMin ?? Math.round(lon / 15) * 60 };
}

export type ModelHour = {
  ts: number;
  temp: number;
  feelsLike: number;
  humidity: number;
  /** mm in the hour. */
  precip: number;
  windSpeed: number;
  wind360: number;
  windDir: string;
  windScale: number;
  pressure: number;
  vis: number;
  cloud: number;
  icon: string;
  text: string;
};

const HOUR = 3_600_000;
const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));
const round1 = (v: number) => Math.round(v * 10) / 10;

/** −1 at the coldest time of year, +1 at the warmest (mid January / mid July in the north). */
function season(loc: WeatherLocation, ts: number) {
  const s = -Math.cos((2 * Math.PI * (dayOfYear(ts) - 20)) / 365);
  return loc.lat >= 0 ? s : -s;
}

/** Shape of the day in local solar time: −1 at 05:00, +1 at 14:00. */
export function diurnalShape(localHour: number): number {
  if (localHour >= 5 && localHour <= 14) return -Math.cos((Math.PI * (localHour - 5)) / 9);
  return Math.cos((Math.PI * (((localHour - 14 + 24) % 24) || 0)) / 15);
}

function climate(lat: number) {
  const a = Math.abs(lat);
  const over = Math.max(0, a - 10);
  return {
    annualMean: 27 - 0.3 * over - 0.006 * over * over,
    amplitude: 1 + 0.42 * Math.max(0, a - 8),
    /** East-Asian-style summer monsoon between the tropics and 45°. */
    monsoon: a >= 18 && a <= 45 ? 1 : 0.4,
  };
}

const hoursOf = (ts: number) => ts / HOUR;
const cloudAt = (loc: WeatherLocation, ts: number, s: number, monsoon: number) =>
  1 / (1 + Math.exp(-(2.4 * layeredNoise(loc.seed + 1, hoursOf(ts), 30) + 0.7 * s * monsoon - 0.15)));

/** Rain rate in mm/h at an instant: showers where the sky is heavy, stronger in summer, now and then a downpour. */
export function rainRateAt(loc: WeatherLocation, ts: number): number {
  const { monsoon } = climate(loc.lat);
  const s = season(loc, ts);
  const wet = clamp((cloudAt(loc, ts, s, monsoon) - 0.62) / 0.38, 0, 1);
  if (wet === 0) return 0;
  const shower = smoothNoise(loc.seed + 2, hoursOf(ts), 2.5) - 0.15;
  if (shower <= 0) return 0;
  const burst = 1 + 4 * Math.max(0, smoothNoise(loc.seed + 5, hoursOf(ts), 9) - 0.55) / 0.45;
  return shower * wet * (3 + 5 * Math.max(0, s * monsoon)) * burst;
}

/** mm over one hour from `ts`: the average of twelve 5-minute rates. */
function hourPrecip(loc: WeatherLocation, ts: number) {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += rainRateAt(loc, ts + i * 300_000 + 150_000);
  return Math.round((sum / 12) * 10) / 10;
}

/** Apparent temperature (Steadman, as the Australian BoM gives it). */
export function apparentTemp(temp: number, rh: number, wind: number) {
  const e = (rh / 100) * 6.105 * Math.exp((17.27 * temp) / (237.7 + temp));
  return temp + 0.33 * e - 0.7 * wind - 4;
}

/** QWeather icon codes and texts, by day or night. */
function skyOf(cloud: number, precip: number, temp: number, night: boolean): { icon: string; text: string } {
  if (precip > 0) {
    if (temp <= 0.5) return precip < 1 ? { icon: '400', text: '小雪' } : precip < 3 ? { icon: '401', text: '中雪' } : { icon: '402', text: '大雪' };
    const g = rainGradeOf(precip, '1h')!.grade;
    const rain: Record<number, [string, string]> = { 1: ['309', '毛毛雨'], 2: ['305', '小雨'], 3: ['306', '中雨'], 4: ['307', '大雨'], 5: ['310', '暴雨'], 6: ['311', '大暴雨'], 7: ['312', '特大暴雨'] };
    const [icon, text] = rain[g]!;
    return { icon, text };
  }
  const base = cloud < 0.3 ? ['100', '晴'] : cloud < 0.5 ? ['102', '少云'] : cloud < 0.75 ? ['101', '多云'] : ['104', '阴'];
  // Night icons are 150–153 for clear to cloudy; overcast has no night variant.
  const icon = night && base[0] !== '104' ? String(Number(base[0]) + 50) : base[0]!;
  return { icon, text: base[1]! };
}

/** The weather of the hour that starts at `ts` (any instant is floored to its hour). */
export function modelHour(loc: WeatherLocation, at: number): ModelHour {
  const ts = Math.floor(at / HOUR) * HOUR;
  const mid = ts + HOUR / 2;
  const c = climate(loc.lat);
  const s = season(loc, mid);
  const h = hoursOf(mid);
  const cloud = cloudAt(loc, mid, s, c.monsoon);
  const precip = hourPrecip(loc, ts);
  const wet = clamp(precip / 4, 0, 1);
  const localHour = ((((mid + loc.utcOffsetMin * 60_000) / HOUR) % 24) + 24) % 24;
  const day = diurnalShape(localHour);
  const swing = 2 + 3.5 * (1 - cloud);
  const temp = c.annualMean + c.amplitude * s + 2.8 * layeredNoise(loc.seed + 7, h, 80) + swing * day - 1.5 * wet;
  const humidity = clamp(58 + 28 * cloud - 14 * day + 14 * wet + 6 * s * c.monsoon, 18, 100);
  const windSpeed = Math.max(0, 2.4 + 1.7 * layeredNoise(loc.seed + 3, h, 20) + 0.9 * Math.max(0, day) + 4 * wet);
  const prevailing = s >= 0 ? 140 : 330; // summer monsoon from the south-east, winter from the north-west
  const wind360 = (((prevailing + 110 * layeredNoise(loc.seed + 4, h, 40)) % 360) + 360) % 360;
  const pressure = 1013 - 9 * s - 6 * layeredNoise(loc.seed + 6, h, 72) - 4 * wet;
  const vis = clamp(32 - 26 * Math.max(0, (humidity - 45) / 55) ** 2 - 2 * precip, 1, 30);
  const night = sunSine(loc.lat, loc.lon, mid) <= 0;
  return {
    ts,
    temp: round1(temp),
    feelsLike: round1(apparentTemp(temp, humidity, windSpeed)),
    humidity: Math.round(humidity),
    precip,
    windSpeed: round1(windSpeed),
    wind360: Math.round(wind360),
    windDir: windDirectionName(wind360),
    windScale: windScaleOf(round1(windSpeed)).grade,
    pressure: Math.round(pressure),
    vis: Math.round(vis),
    cloud: Math.round(cloud * 100),
    ...skyOf(cloud, precip, temp, night),
  };
}

/** The hours from `from` (floored), `count` of them. */
export const modelHours = (loc: WeatherLocation, from: number, count: number) =>
  Array.from({ length: count }, (_, i) => modelHour(loc, Math.floor(from / HOUR) * HOUR + i * HOUR));

/** Rain rate every 5 minutes for the next two hours (QWeather's minutely list), mm/h. */
export function modelMinutely(loc: WeatherLocation, at: number, count = 24) {
  const from = Math.floor(at / 300_000) * 300_000;
  return Array.from({ length: count }, (_, i) => {
    const t = from + i * 300_000;
    return { fx_time: t, precip_h: Math.round(rainRateAt(loc, t) * 100) / 100 };
  });
}

/** The sentence above the rain chart, from the 5-minute list. */
export function rainSummaryOf(list: { fx_time: number; precip_h: number }[], at: number): string {
  const wet = list.map((r) => r.precip_h >= 0.05);
  if (!wet.some(Boolean)) return '未来两小时无降水';
  const peak = Math.max(...list.map((r) => r.precip_h));
  const kind = rainGradeOf(peak, '1h')!.grade <= 2 ? '小雨' : rainGradeOf(peak, '1h')!.name;
  const mins = (r: { fx_time: number }) => Math.max(5, Math.round((r.fx_time - at) / 60_000 / 5) * 5);
  if (wet[0]) {
    const stop = wet.indexOf(false);
    return stop < 0 ? `正在下${kind}，未来两小时持续降水` : `正在下${kind}，约${mins(list[stop]!)}分钟后停止`;
  }
  return `${mins(list[wet.indexOf(true)]!)}分钟后开始下${kind}`;
}

export type ModelDay = {
  fxDate: string;
  tempMax: number;
  tempMin: number;
  iconDay: string;
  textDay: string;
  iconNight: string;
  textNight: string;
  windDirDay: string;
  windScaleDay: number;
  humidity: number;
  precip: number;
  pressure: number;
  sunrise: string;
  sunset: string;
  moonPhase: string;
  moonPhaseIcon: string;
};

/** A local calendar day (YYYY-MM-DD) from its 24 hours. */
export function modelDay(loc: WeatherLocation, fxDate: string): ModelDay {
  const dayUtc = Date.parse(`${fxDate}T00:00:00Z`);
  const hours = modelHours(loc, dayUtc - loc.utcOffsetMin * 60_000, 24);
  const temps = hours.map((x) => x.temp);
  const noon = hours[13]!;
  const night = hours[22]!;
  const wettestDay = hours.slice(8, 20).reduce((a, b) => (b.precip > a.precip ? b : a));
  const wettestNight = [...hours.slice(0, 8), ...hours.slice(20)].reduce((a, b) => (b.precip > a.precip ? b : a));
  const sky = (x: ModelHour, n: boolean) => skyOf(x.cloud / 100, x.precip, x.temp, n);
  const d = sky(wettestDay.precip > 0 ? wettestDay : noon, false);
  const n = sky(wettestNight.precip > 0 ? wettestNight : night, true);
  return {
    fxDate,
    tempMax: Math.round(Math.max(...temps)),
    tempMin: Math.round(Math.min(...temps)),
    iconDay: d.icon,
    textDay: d.text,
    iconNight: n.icon,
    textNight: n.text,
    windDirDay: noon.windDir,
    windScaleDay: Math.max(...hours.slice(8, 20).map((x) => x.windScale)),
    humidity: Math.round(hours.reduce((a, x) => a + x.humidity, 0) / 24),
    precip: round1(hours.reduce((a, x) => a + x.precip, 0)),
    pressure: Math.round(hours.reduce((a, x) => a + x.pressure, 0) / 24),
    ...sunTimes(loc.lat, loc.lon, dayUtc, loc.utcOffsetMin),
    ...(({ moonPhase, moonPhaseIcon }) => ({ moonPhase, moonPhaseIcon }))(moonPhaseOf(dayUtc + 12 * HOUR - loc.utcOffsetMin * 60_000)),
  };
}

/** The local date (YYYY-MM-DD) of an instant at the location. */
export const localDateOf = (loc: WeatherLocation, ts: number) => new Date(ts + loc.utcOffsetMin * 60_000).toISOString().slice(0, 10);

/** `count` days from the local day of `at`. */
export function modelDays(loc: WeatherLocation, at: number, count: number): ModelDay[] {
  const first = Date.parse(`${localDateOf(loc, at)}T00:00:00Z`);
  return Array.from({ length: count }, (_, i) => modelDay(loc, new Date(first + i * 86_400_000).toISOString().slice(0, 10)));
}
