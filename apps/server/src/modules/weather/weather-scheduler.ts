import type { FastifyBaseLogger } from 'fastify';
import type { WeatherHour, WeatherNow } from '@pfs/domain/weather';
import type { Clock } from '../../lib/clock.js';
import type { NewObs, WeatherRepository } from './weather.repository.js';
import type { WeatherService } from './weather.service.js';

const HOUR = 3_600_000;
/** How far back a restarted server fills the hours it missed (from a source that has history). */
const GAP_FILL_HOURS = 31 * 24;

export const obsRowOf = (fid: number, h: WeatherHour): NewObs => ({
  fid,
  ts: new Date(h.t),
  temp: h.temp,
  feelsLike: h.feels_like,
  humidity: h.humidity,
  precip: h.precip,
  windSpeed: h.wind_speed,
  wind360: h.wind_360,
  windScale: h.wind_scale,
  pressure: h.pressure,
  vis: h.vis,
  icon: h.icon,
  text: h.text,
  src: h.src,
});

const nowRowOf = (fid: number, hourStart: number, n: WeatherNow): NewObs => ({
  fid,
  ts: new Date(hourStart),
  temp: n.temp,
  feelsLike: n.feelsLike,
  humidity: n.humidity,
  precip: n.precip,
  windSpeed: n.windSpeed,
  wind360: n.wind360,
  windScale: n.windScale,
  pressure: n.pressure,
  vis: n.vis,
  icon: n.icon,
  text: n.text,
  src: n.src,
});

/**
 * Every few minutes (on the scheduler leader only): stores each factory's observation of the hour, refreshes its
 * forecasts and turns warnings in force into alarms. One factory's failure is logged (once per factory until it
 * recovers) and never stops the others.
 */
export class WeatherScheduler {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private readonly failing = new Set<number>();

  constructor(
    private readonly repo: WeatherRepository,
    private readonly weather: WeatherService,
    private readonly log: Pick<FastifyBaseLogger, 'warn'>,
    private readonly clock: Clock,
    private readonly intervalMs = 10 * 60_000,
  ) {}

  start() {
    if (this.timer) return;
    this.timer = setInterval(() => void this.tick(), this.intervalMs);
    this.timer.unref();
    void this.tick();
  }

  async stop() {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  /** One pass over every factory; overlapping calls share the pass in progress. */
  tick(): Promise<void> {
    this.running ??= this.pass().finally(() => (this.running = null));
    return this.running;
  }

  private async pass() {
    for (const { fid } of await this.repo.places().catch(() => [])) {
      try {
        await this.observe(fid);
        await this.weather.hourly(fid, true);
        await this.weather.syncAlarms(fid);
        this.failing.delete(fid);
      } catch (err) {
        if (this.failing.has(fid)) continue;
        this.failing.add(fid);
        this.log.warn({ err, fid }, `天气定时任务失败：工厂 ${fid}`);
      }
    }
  }

  /** Stores this hour's observation, and the hours missed since the last one when the source has history. */
  async observe(fid: number) {
    const { place } = await this.weather.place(fid);
    if (!place) return;
    const hourStart = Math.floor(this.clock.now() / HOUR) * HOUR;
    const provider = this.weather.provider;
    if (provider.history && place.geo) {
      const last = (await this.repo.lastObsTs(fid))?.getTime();
      // A factory without history (new, or its location just set) gets the last month from the model at once.
      const from = Math.max(last !== undefined ? last + HOUR : 0, hourStart - GAP_FILL_HOURS * HOUR);
      if (from > hourStart) return;
      const hours = provider.history(place, from, (hourStart - from) / HOUR + 1);
      await this.repo.insertObs(hours.map((h) => obsRowOf(fid, h)));
      return;
    }
    const n = await this.weather.now(fid, true);
    if (n.data && !n.stale) await this.repo.insertObs([nowRowOf(fid, hourStart, n.data)]);
  }
}
