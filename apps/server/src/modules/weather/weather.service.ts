import type { FastifyBaseLogger } from 'fastify';
import {
  evaluateWarnings,
  warningsInForce,
  weatherLocationOf,
  WARN_TYPE_LABELS,
  WARN_UNITS,
  type CurrentWeather,
  type DailyForecasts,
  type HourlyForecast,
  type WeatherNow,
  type WeatherWarnings,
} from '@pfs/domain/weather';
import { notFound } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { AlarmService } from '../alarm/index.js';
import type { ForecastKind, WeatherRepository } from './weather.repository.js';
import type { RainNowcast, WeatherPlace, WeatherProvider } from './weather-provider.js';

/** How long a fetched value is reused: the top bar polls every minute, a QWeather key has a daily quota. */
const TTL_MS: Record<ForecastKind, number> = { now: 5 * 60_000, minutely: 5 * 60_000, hourly: 30 * 60_000, daily: 60 * 60_000 };
const PLACE_TTL_MS = 60_000;
const HOUR = 3_600_000;

type Fetched<T> = { data: T | null; src: WeatherNow['src']; stale: boolean; updated_at: string | null };

/** Minutes east of UTC of a zone at an instant (the model's local day and hour). */
export function utcOffsetMinOf(timeZone: string, at = Date.now()) {
  const d = new Date(at);
  const part = (tz: string) => new Date(d.toLocaleString('en-US', { timeZone: tz })).getTime();
  return Math.round((part(timeZone) - part('UTC')) / 60_000);
}

/**
 * The weather of a factory: current, rain nowcast, hourly and daily forecasts, and the warnings of its thresholds.
 * A provider failure never breaks a caller: the last fetched value (in memory, else the stored one) is answered
 * with `stale: true`, and the failure is logged once until the provider answers again. This is also the service
 * the public screens read (`now`, `daily`, `rain`, `currentWarnings`).
 */
export class WeatherService {
  private readonly mem = new Map<string, { data: unknown; at: number; src: WeatherNow['src'] }>();
  private readonly failing = new Set<string>();
  private readonly placeCache = new Map<number, { place: WeatherPlace | null; name: string; at: number }>();
  private readonly utcOffsetMin: number;

  constructor(
    private readonly repo: WeatherRepository,
    readonly provider: WeatherProvider,
    private readonly alarms: Pick<AlarmService, 'raise' | 'clear'>,
    private readonly log: Pick<FastifyBaseLogger, 'warn' | 'info'>,
    private readonly clock: Clock,
    /** Whether a factory publishes a screen (the screen configuration's publish switch). */
    private readonly published: ((fid: number) => Promise<boolean>) | null = null,
  ) {
    this.utcOffsetMin = utcOffsetMinOf(clock.timeZone);
  }

  /** The factory's place; 404 for a factory that does not exist. */
  async place(fid: number): Promise<{ place: WeatherPlace | null; name: string }> {
    const hit = this.placeCache.get(fid);
    if (hit && this.clock.now() - hit.at < PLACE_TTL_MS) return hit;
    const [f] = await this.repo.places(fid);
    if (!f) throw notFound('工厂不存在');
    const geo = weatherLocationOf(f.loc, this.utcOffsetMin);
    const location = f.key.trim() || (geo ? `${geo.lon.toFixed(2)},${geo.lat.toFixed(2)}` : '');
    const entry = { place: location ? { fid, location, geo } : null, name: f.city || f.name, at: this.clock.now() };
    this.placeCache.set(fid, entry);
    return entry;
  }

  /** Forget a factory's place (its location was edited). */
  forgetPlace(fid: number) {
    this.placeCache.delete(fid);
    for (const k of this.mem.keys()) if (k.startsWith(`${fid}/`)) this.mem.delete(k);
  }

  private async fetched<T>(fid: number, kind: ForecastKind, get: (p: WeatherPlace) => Promise<T>, force = false): Promise<Fetched<T>> {
    const key = `${fid}/${kind}`;
    const now = this.clock.now();
    const hit = this.mem.get(key);
    if (hit && !force && now - hit.at < TTL_MS[kind]) return { data: hit.data as T, src: hit.src, stale: false, updated_at: new Date(hit.at).toISOString() };
    const { place } = await this.place(fid);
    try {
      if (!place) throw new Error('工厂未设置位置（loc 或和风天气位置编号）');
      const data = await get(place);
      this.mem.set(key, { data, at: now, src: this.provider.src });
      await this.repo.saveForecast(fid, kind, this.provider.src, data, new Date(now));
      if (this.failing.delete(key)) this.log.info({ fid, kind }, `天气数据已恢复：工厂 ${fid} ${kind}`);
      return { data, src: this.provider.src, stale: false, updated_at: new Date(now).toISOString() };
    } catch (err) {
      if (!this.failing.has(key)) {
        this.failing.add(key);
        this.log.warn({ err, fid, kind }, `天气数据获取失败，沿用上次的值：工厂 ${fid} ${kind}：${(err as Error).message}`);
      }
      if (hit) return { data: hit.data as T, src: hit.src, stale: true, updated_at: new Date(hit.at).toISOString() };
      const stored = await this.repo.forecast(fid, kind);
      return stored
        ? { data: stored.data as T, src: stored.src, stale: true, updated_at: stored.fetchedAt.toISOString() }
        : { data: null, src: this.provider.src, stale: true, updated_at: null };
    }
  }

  now(fid: number, force = false) {
    return this.fetched(fid, 'now', (p) => this.provider.now(p), force);
  }

  rain(fid: number) {
    return this.fetched<RainNowcast>(fid, 'minutely', (p) => this.provider.minutely(p));
  }

  async daily(fid: number): Promise<DailyForecasts> {
    const r = await this.fetched(fid, 'daily', (p) => this.provider.daily(p));
    return { forecasts: r.data ?? [], src: r.src, stale: r.stale, updated_at: r.updated_at };
  }

  async hourly(fid: number, force = false): Promise<HourlyForecast> {
    const [h, d] = await Promise.all([this.fetched(fid, 'hourly', (p) => this.provider.hourly(p), force), this.daily(fid)]);
    // A stored forecast keeps only the hours still ahead.
    const from = Math.floor(this.clock.now() / HOUR) * HOUR;
    return { hours: (h.data ?? []).filter((x) => x.t >= from), days: d.forecasts, src: h.src, stale: h.stale || d.stale, updated_at: h.updated_at };
  }

  /** The top bar: current weather, and the rain nowcast when asked. */
  async current(fid: number, withRain: boolean): Promise<CurrentWeather> {
    const [n, r] = await Promise.all([this.now(fid), withRain ? this.rain(fid) : Promise.resolve(null)]);
    return {
      weather: n.data,
      rain_summ_text: r?.data?.summary ?? (withRain && !n.data ? '暂无降水预报' : ''),
      rain_list: r?.data?.list ?? [],
      src: n.src,
      stale: n.stale || (r?.stale ?? false),
      updated_at: n.updated_at,
    };
  }

  /** Warnings of the enabled thresholds over this hour (observed now) and the next 24 forecast hours. */
  async currentWarnings(fid: number): Promise<WeatherWarnings> {
    const [cfgs, n, h] = await Promise.all([this.repo.cfgs(fid, true), this.now(fid), this.hourly(fid)]);
    const at = this.clock.now();
    const hourStart = Math.floor(at / HOUR) * HOUR;
    const hours = [
      ...(n.data ? [{ ts: hourStart, windScale: n.data.windScale, precip: n.data.precip }] : []),
      ...h.hours.filter((x) => x.t > hourStart && x.t <= hourStart + 24 * HOUR).map((x) => ({ ts: x.t, windScale: x.wind_scale, precip: x.precip })),
    ];
    const ws = evaluateWarnings(
      cfgs.map((c) => ({ cfg_id: c.cfgId, title: c.title, warn_type: c.warnType, warn_val: c.warnVal })),
      hours,
    );
    const inForce = new Set(warningsInForce(ws, at));
    return {
      items: ws.map((w) => ({
        cfg_id: w.cfg_id,
        title: w.title,
        warn_type: w.warn_type,
        warn_val: w.warn_val,
        peak_val: w.peak_val,
        dt_start: { $date: new Date(w.start).toISOString() },
        dt_end: { $date: new Date(w.end).toISOString() },
        current: inForce.has(w),
      })),
      src: n.src,
      stale: n.stale || h.stale,
      updated_at: n.updated_at,
    };
  }

  /** Warnings in force become alarms (one per threshold, while it holds); the others' alarms clear. */
  async syncAlarms(fid: number, removedCfgIds: number[] = []) {
    const [cfgs, warnings] = await Promise.all([this.repo.cfgs(fid), this.currentWarnings(fid)]);
    const current = new Map(warnings.items.filter((w) => w.current).map((w) => [w.cfg_id, w]));
    for (const c of cfgs) {
      const type = c.warnType === 'wind_scale' ? 'wind_warn' : 'rain_warn';
      const w = current.get(c.cfgId);
      if (w) {
        const title = `${c.title}：${WARN_TYPE_LABELS[c.warnType]} ${w.peak_val}${WARN_UNITS[c.warnType]}（阈值 ${c.warnVal}${WARN_UNITS[c.warnType]}）`;
        await this.alarms.raise(fid, 'weather', c.cfgId, type, 1, title, w.peak_val);
      } else await this.alarms.clear(fid, 'weather', c.cfgId, type, '天气已恢复，低于预警阈值');
    }
    for (const id of removedCfgIds) {
      await this.alarms.clear(fid, 'weather', id, 'wind_warn', '预警设置已删除');
      await this.alarms.clear(fid, 'weather', id, 'rain_warn', '预警设置已删除');
    }
  }

  /** Public screens: only a factory with a published screen (or, without a screen configuration, the screen module). */
  async isPublished(fid: number) {
    return this.published ? this.published(fid) : this.repo.hasModule(fid, 'screen');
  }
}
