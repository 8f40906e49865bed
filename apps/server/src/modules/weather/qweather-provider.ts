import { windDirectionName, type DailyForecast, type WeatherHour, type WeatherNow } from '@pfs/domain/weather';
import { WeatherProviderError, type RainNowcast, type WeatherPlace, type WeatherProvider } from './weather-provider.js';

/**
 * QWeather (和风天气) v7 over HTTPS: the key goes in the X-QW-Api-Key header, the host is the account's API host
 * (QWEATHER_HOST). Numbers arrive as strings; wind scales as ranges ("3-4", the upper grade is kept); a body whose
 * `code` is not "200" is an error (204 no data, 400, 401 bad key, 402 over quota, 403 no access, 404, 429, 500),
 * as is an HTTP error with the newer `{ error: { status, title } }` body.
 */
const CODE_TEXT: Record<string, string> = {
  '204': '该位置暂无数据',
  '400': '请求参数错误',
  '401': '认证失败（QWEATHER_KEY 无效）',
  '402': '超过访问次数或余额不足',
  '403': '无访问权限',
  '404': '查询的数据或地区不存在',
  '429': '访问过于频繁',
  '500': '和风天气服务异常',
};

type Json = Record<string, unknown>;
const num = (v: unknown, field: string): number => {
  const n = Number(v);
  if (v === undefined || v === null || v === '' || !Number.isFinite(n)) throw new WeatherProviderError(`和风天气返回的 ${field} 不是数字：${String(v)}`, 'bad_data');
  return n;
};
const str = (v: unknown) => (typeof v === 'string' ? v : '');
/** "3-4" → 4; "3" → 3. */
const scale = (v: unknown, field: string) => Math.max(...String(v ?? '').split('-').map((x) => num(x, field)));

export type QWeatherOptions = { key: string; host: string; timeoutMs?: number; fetch?: typeof fetch };

export class QWeatherProvider implements WeatherProvider {
  readonly src = 'qweather' as const;
  private readonly base: string;
  private readonly timeoutMs: number;
  private readonly fetchFn: typeof fetch;

  constructor(private readonly o: QWeatherOptions) {
    this.base = /^https?:\/\//.test(o.host) ? o.host.replace(/\/+$/, '') : `https://${o.host.replace(/\/+$/, '')}`;
    this.timeoutMs = o.timeoutMs ?? 8000;
    this.fetchFn = o.fetch ?? fetch;
  }

  private async get(path: string, location: string): Promise<Json> {
    const url = `${this.base}${path}?location=${encodeURIComponent(location)}&lang=zh&unit=m`;
    let res: Response;
    try {
      res = await this.fetchFn(url, { headers: { 'X-QW-Api-Key': this.o.key, 'Accept-Encoding': 'gzip' }, signal: AbortSignal.timeout(this.timeoutMs) });
    } catch (err) {
      const timedOut = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
      throw new WeatherProviderError(timedOut ? `和风天气 ${path} 超时（${this.timeoutMs} ms）` : `和风天气 ${path} 连接失败：${(err as Error).message}`, timedOut ? 'timeout' : 'network');
    }
    let body: Json;
    try {
      body = (await res.json()) as Json;
    } catch {
      throw new WeatherProviderError(`和风天气 ${path} 返回的不是 JSON（HTTP ${res.status}）`, 'bad_data');
    }
    const err = body.error as Json | undefined;
    if (!res.ok || err) {
      const status = String(err?.status ?? res.status);
      throw new WeatherProviderError(`和风天气 ${path} 出错 ${status}：${str(err?.title) || CODE_TEXT[status] || `HTTP ${res.status}`}`, status);
    }
    const code = String(body.code ?? '');
    if (code !== '200') throw new WeatherProviderError(`和风天气 ${path} 出错 ${code}：${CODE_TEXT[code] ?? '未知错误'}`, code || 'bad_data');
    return body;
  }

  private list(body: Json, field: string): Json[] {
    const v = body[field];
    if (!Array.isArray(v)) throw new WeatherProviderError(`和风天气返回缺少 ${field}`, 'bad_data');
    return v as Json[];
  }

  async now(place: WeatherPlace): Promise<WeatherNow> {
    const now = (await this.get('/v7/weather/now', place.location)).now as Json | undefined;
    if (!now) throw new WeatherProviderError('和风天气返回缺少 now', 'bad_data');
    return {
      icon: str(now.icon),
      text: str(now.text),
      temp: num(now.temp, 'temp'),
      humidity: num(now.humidity, 'humidity'),
      windDir: str(now.windDir) || windDirectionName(num(now.wind360, 'wind360')),
      windScale: scale(now.windScale, 'windScale'),
      windSpeed: Math.round((num(now.windSpeed, 'windSpeed') / 3.6) * 10) / 10, // km/h → m/s
      wind360: num(now.wind360, 'wind360'),
      pressure: num(now.pressure, 'pressure'),
      feelsLike: num(now.feelsLike, 'feelsLike'),
      vis: num(now.vis, 'vis'),
      precip: num(now.precip, 'precip'),
      obsTime: new Date(str(now.obsTime)).toISOString(),
      src: 'qweather',
    };
  }

  async hourly(place: WeatherPlace): Promise<WeatherHour[]> {
    const body = await this.get('/v7/weather/72h', place.location);
    return this.list(body, 'hourly').map((h) => {
      const wind360 = num(h.wind360, 'wind360');
      return {
        t: Date.parse(str(h.fxTime)),
        icon: str(h.icon),
        text: str(h.text),
        temp: num(h.temp, 'temp'),
        // Hourly forecasts carry no feels-like; the temperature stands in.
        feels_like: num(h.temp, 'temp'),
        humidity: num(h.humidity, 'humidity'),
        precip: num(h.precip, 'precip'),
        wind_360: wind360,
        wind_dir: str(h.windDir) || windDirectionName(wind360),
        wind_scale: scale(h.windScale, 'windScale'),
        wind_speed: Math.round((num(h.windSpeed, 'windSpeed') / 3.6) * 10) / 10,
        pressure: num(h.pressure, 'pressure'),
        vis: 0,
        src: 'qweather',
      };
    });
  }

  async daily(place: WeatherPlace): Promise<DailyForecast[]> {
    const body = await this.get('/v7/weather/7d', place.location);
    return this.list(body, 'daily').map((d) => ({
      fxDate: str(d.fxDate),
      tempMax: num(d.tempMax, 'tempMax'),
      tempMin: num(d.tempMin, 'tempMin'),
      iconDay: str(d.iconDay),
      textDay: str(d.textDay),
      iconNight: str(d.iconNight),
      textNight: str(d.textNight),
      windDirDay: str(d.windDirDay),
      windScaleDay: scale(d.windScaleDay, 'windScaleDay'),
      humidity: num(d.humidity, 'humidity'),
      precip: num(d.precip, 'precip'),
      pressure: num(d.pressure, 'pressure'),
      sunrise: str(d.sunrise),
      sunset: str(d.sunset),
      moonPhase: str(d.moonPhase),
      moonPhaseIcon: str(d.moonPhaseIcon),
    }));
  }

  /** Minutely rain needs coordinates; amounts are per 5 minutes, shown as mm/h. */
  async minutely(place: WeatherPlace): Promise<RainNowcast> {
    if (!place.geo) throw new WeatherProviderError('分钟级降水需要工厂的经纬度（loc）', 'no_location');
    const body = await this.get('/v7/minutely/5m', `${place.geo.lon.toFixed(2)},${place.geo.lat.toFixed(2)}`);
    const list = this.list(body, 'minutely').map((m) => ({ fx_time: Date.parse(str(m.fxTime)), precip_h: Math.round(num(m.precip, 'precip') * 12 * 100) / 100 }));
    return { summary: str(body.summary), list };
  }
}
