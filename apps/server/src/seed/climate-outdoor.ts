import { prng, seedOf, wander } from './prng.js';
import type { TimeStep } from './climate-time.js';

/**
 * Outdoor weather of the demo sites (Shanghai Pudong, Suzhou Wuzhong): the seasons from the 1991–2020 monthly
 * normals, a warm afternoon and cool dawn, weather systems that drift over days, the plum-rain (梅雨) overcast
 * from mid June to mid July, a heat wave in late July and a cold snap in late January. Closed grow rooms feel it
 * through their walls and their air conditioning's load; the seedling greenhouse feels it directly.
 */

export type Site = { key: string; lat: number; lon: number; monthlyMean: readonly number[] };

export const SITES = {
  shanghai: { key: 'shanghai', lat: 31.2, lon: 121.6, monthlyMean: [4.8, 6.6, 10.4, 15.8, 21.0, 24.8, 28.9, 28.6, 24.9, 19.7, 13.8, 7.4] },
  suzhou: { key: 'suzhou', lat: 31.3, lon: 120.6, monthlyMean: [4.4, 6.6, 10.6, 16.3, 21.6, 25.0, 28.8, 28.4, 24.4, 19.0, 12.9, 6.6] },
} satisfies Record<string, Site>;

export type Weather = {
  /** Air temperature, °C. */
  temp: number;
  /** Relative humidity, %. */
  rh: number;
  /** 0 clear … 1 overcast. */
  cloud: number;
  /** Sunlight at the ground as a fraction of a clear summer noon (0 at night). */
  sun: number;
  /** The heat wave's or cold snap's extra degrees today (0 on ordinary days). */
  event: number;
};

/** Calendar weather events, by local month and day (every year alike, so any 365-day window has both). */
export function weatherEvent(month: number, dom: number): number {
  if (month === 7 && dom >= 20 && dom <= 27) return dom <= 21 || dom >= 27 ? 2 : 3.5; // builds up, peaks, breaks
  if (month === 1 && dom >= 21 && dom <= 24) return -7;
  return 0;
}

const isPlumRain = (month: number, dom: number) => (month === 6 && dom >= 12) || (month === 7 && dom <= 12);

/** Seasonal mean temperature of a day of the year, interpolated between mid-month normals. */
export function seasonalMean(site: Site, doy: number): number {
  const m = site.monthlyMean;
  const pos = ((doy - 15 + 365) % 365) / (365 / 12); // 0 at mid January
  const i = Math.floor(pos);
  const f = pos - i;
  return m[i % 12]! * (1 - f) + m[(i + 1) % 12]! * f;
}

/** Shape of the day: −1 at 05:00 (coolest), +1 at 14:00 (warmest). */
export function diurnal(hour: number): number {
  if (hour >= 5 && hour <= 14) return -Math.cos((Math.PI * (hour - 5)) / 9);
  const since = (hour - 14 + 24) % 24;
  return Math.cos((Math.PI * since) / 15);
}

/** Sine of the sun's elevation from the instant (UTC) and the site, ignoring the equation of time. */
export function sunSine(site: Site, ts: number, doy: number): number {
  const decl = ((23.44 * Math.PI) / 180) * Math.sin((2 * Math.PI * (284 + doy)) / 365);
  const solarHour = (((ts / 3_600_000 + site.lon / 15) % 24) + 24) % 24;
  const ha = ((solarHour - 12) * 15 * Math.PI) / 180;
  const lat = (site.lat * Math.PI) / 180;
  return Math.sin(lat) * Math.sin(decl) + Math.cos(lat) * Math.cos(decl) * Math.cos(ha);
}

/** A weather sequence for a site: call it with consecutive time steps. */
export function outdoorWeather(site: Site, seed: string) {
  const rng = prng(seedOf(seed, 'outdoor', site.key));
  const synoptic = wander(rng, 2.4, 60); // weather systems: a few degrees over a few days
  const clouds = wander(rng, 1.1, 20);
  let lastTs: number | null = null;
  return (s: TimeStep): Weather => {
    const dtH = lastTs === null ? 1 : (s.ts - lastTs) / 3_600_000;
    lastTs = s.ts;
    const event = weatherEvent(s.month, s.dom);
    const plum = isPlumRain(s.month, s.dom);
    const cloudBase = plum ? 1.3 : s.month <= 3 || s.month >= 11 ? 0.1 : -0.2;
    const cloud = 1 / (1 + Math.exp(-(cloudBase + clouds(dtH) - (event > 0 ? 1.5 : 0))));
    const swing = 2.5 + 3.5 * (1 - cloud);
    // Summer weather varies less than winter's (subtropical high vs. cold fronts).
    const spread = 0.775 + 0.225 * Math.cos((2 * Math.PI * (s.doy - 15)) / 365);
    const temp = seasonalMean(site, s.doy) + spread * synoptic(dtH) + event + swing * diurnal(s.hour);
    const rh = Math.min(100, Math.max(30, 72 + 22 * cloud - 14 * diurnal(s.hour) + (plum ? 8 : 0) - (event > 0 ? 8 : 0)));
    const elev = sunSine(site, s.ts, s.doy);
    const sun = elev <= 0 ? 0 : Math.pow(elev, 1.2) * (1 - 0.72 * cloud);
    return { temp, rh, cloud, sun, event };
  };
}
