import { rainGradeOf, windDirectionName, WEATHER_LIMITS, type RainHistory, type WeatherDay, type WeatherHour } from '@pfs/domain/weather';
import { badRequest } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { WeatherRepository } from './weather.repository.js';
import type { WeatherObsRow } from './weather.table.js';

const DAY_MS = 86_400_000;
type Range = { start_day: string; end_day: string };
type RawFilter = { start: Date; end: Date; only_wet: boolean; order: 'asc' | 'desc' };

const round1 = (v: number) => Math.round(v * 10) / 10;
export const obsHour = (r: WeatherObsRow): WeatherHour => ({
  t: r.ts.getTime(),
  icon: r.icon,
  text: r.text,
  temp: round1(r.temp),
  feels_like: round1(r.feelsLike),
  humidity: Math.round(r.humidity),
  precip: round1(r.precip),
  wind_360: r.wind360,
  wind_dir: windDirectionName(r.wind360),
  wind_scale: r.windScale,
  wind_speed: round1(r.windSpeed),
  pressure: Math.round(r.pressure),
  vis: Math.round(r.vis),
  src: r.src,
});

const fmt = (t: number, tz: string) => new Date(t).toLocaleString('sv-SE', { timeZone: tz }).slice(0, 16);

/** 历史天气 and 降水 pages: stored observations by hour and by day, rain with its grades, and their exports. */
export class WeatherHistoryService {
  constructor(
    private readonly repo: WeatherRepository,
    private readonly clock: Clock,
  ) {}

  private async range({ start_day, end_day }: Range, maxDays: number) {
    if (end_day < start_day) throw badRequest('结束日期不能早于开始日期');
    const from = await this.repo.dayStart(start_day);
    const to = new Date((await this.repo.dayStart(end_day)).getTime() + DAY_MS);
    if (to.getTime() - from.getTime() > maxDays * DAY_MS + 2 * 3_600_000) throw badRequest(`查询范围最多 ${maxDays} 天`);
    return { from, to };
  }

  async hourly(fid: number, r: Range) {
    const { from, to } = await this.range(r, WEATHER_LIMITS.hourlyDaysMax);
    return { items: (await this.repo.obsRange(fid, from, to)).map(obsHour) };
  }

  async daily(fid: number, r: Range): Promise<{ items: WeatherDay[] }> {
    const { from, to } = await this.range(r, WEATHER_LIMITS.dailyDaysMax);
    const rows = await this.repo.daily(fid, from, to);
    return {
      items: rows.map((d) => {
        const g = rainGradeOf(d.precip, '24h');
        return {
          day: d.day,
          temp_max: round1(d.tempMax),
          temp_min: round1(d.tempMin),
          temp_avg: d.tempAvg,
          humidity: d.humidity,
          precip: d.precip,
          rain_grade: g?.grade ?? null,
          rain_grade_name: g?.name ?? '无降水',
          wind_scale_max: d.windScaleMax,
          wind_dir: windDirectionName(d.wind360),
          pressure: d.pressure,
          text: d.text,
          hours: d.hours,
        };
      }),
    };
  }

  /** Rain by hour (1 h grades) or by day (24 h grades), with how many hours/days fell in each grade. */
  async rain(fid: number, r: Range & { grain: 'hour' | 'day' }): Promise<RainHistory> {
    const buckets =
      r.grain === 'day'
        ? (await this.daily(fid, r)).items.map((d) => ({ t: Date.parse(`${d.day}T00:00:00Z`), label: d.day, precip: d.precip }))
        : (await this.hourly(fid, r)).items.map((h) => ({ t: h.t, label: fmt(h.t, this.clock.timeZone), precip: h.precip }));
    const period = r.grain === 'day' ? '24h' : '1h';
    const items = buckets.map((b) => {
      const g = rainGradeOf(b.precip, period);
      return { ...b, grade: g?.grade ?? null, grade_name: g?.name ?? '无降水' };
    });
    const byGrade = new Map<number, { grade: number; name: string; ct: number }>();
    for (const i of items) if (i.grade) byGrade.set(i.grade, { grade: i.grade, name: i.grade_name, ct: (byGrade.get(i.grade)?.ct ?? 0) + 1 });
    return {
      items,
      total: round1(items.reduce((a, i) => a + i.precip, 0)),
      wet_ct: items.filter((i) => i.grade).length,
      by_grade: [...byGrade.values()].sort((a, b) => a.grade - b.grade),
    };
  }

  private checkRaw(f: RawFilter) {
    if (f.end <= f.start) throw badRequest('结束时间必须晚于开始时间');
    if (f.end.getTime() - f.start.getTime() > WEATHER_LIMITS.dailyDaysMax * DAY_MS) throw badRequest(`查询范围最多 ${WEATHER_LIMITS.dailyDaysMax} 天`);
  }

  async raw(fid: number, f: RawFilter & { page: number; size: number }) {
    this.checkRaw(f);
    const { items, total } = await this.repo.rawPage(fid, { from: f.start, to: f.end, onlyWet: f.only_wet, order: f.order, page: f.page, size: f.size });
    return {
      items: items.map((i) => ({ t: i.ts.getTime(), precip: round1(i.precip), grade_name: rainGradeOf(i.precip, '1h')?.name ?? '无降水', src: i.src })),
      total_ct: total,
    };
  }
}
