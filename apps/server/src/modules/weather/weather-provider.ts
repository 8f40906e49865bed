import {
  modelDays,
  modelHours,
  modelMinutely,
  rainSummaryOf,
  type DailyForecast,
  type RainItem,
  type WeatherHour,
  type WeatherLocation,
  type WeatherNow,
} from '@pfs/domain/weather';

/** Where a factory is: QWeather's location (LocationID from heweather_key, else "lon,lat") and the parsed coordinates. */
export type WeatherPlace = { fid: number; location: string; geo: WeatherLocation | null };
export type RainNowcast = { summary: string; list: RainItem[] };
export type WeatherSrc = WeatherNow['src'];

/** What a weather source answers; failures throw WeatherProviderError with a message for the log. */
export interface WeatherProvider {
  readonly src: WeatherSrc;
  now(place: WeatherPlace): Promise<WeatherNow>;
  hourly(place: WeatherPlace): Promise<WeatherHour[]>;
  daily(place: WeatherPlace): Promise<DailyForecast[]>;
  minutely(place: WeatherPlace): Promise<RainNowcast>;
  /** Past hours, when the source can give them (the model can; QWeather's history needs a paid plan). */
  history?(place: WeatherPlace, from: number, count: number): WeatherHour[];
}

export class WeatherProviderError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
  }
}

const noGeo = () => new WeatherProviderError('工厂未设置有效的位置（loc，格式：经度,纬度）', 'no_location');

/** A model hour as the API's hour row. */
export const hourRow = (h: ReturnType<typeof modelHours>[number], src: WeatherSrc): WeatherHour => ({
  t: h.ts,
  icon: h.icon,
  text: h.text,
  temp: h.temp,
  feels_like: h.feelsLike,
  humidity: h.humidity,
  precip: h.precip,
  wind_360: h.wind360,
  wind_dir: h.windDir,
  wind_scale: h.windScale,
  wind_speed: h.windSpeed,
  pressure: h.pressure,
  vis: h.vis,
  src,
});

/** The built-in model: offline, deterministic, the default when no QWeather key is set. */
export class ModelWeatherProvider implements WeatherProvider {
  readonly src = 'model' as const;
  constructor(private readonly clock: () => number = Date.now) {}

  private geo(place: WeatherPlace) {
    if (!place.geo) throw noGeo();
    return place.geo;
  }

  async now(place: WeatherPlace): Promise<WeatherNow> {
    const t = this.clock();
    const [h] = modelHours(this.geo(place), t, 1);
    return {
      icon: h!.icon,
      text: h!.text,
      temp: h!.temp,
      humidity: h!.humidity,
      windDir: h!.windDir,
      windScale: h!.windScale,
      windSpeed: h!.windSpeed,
      wind360: h!.wind360,
      pressure: h!.pressure,
      feelsLike: h!.feelsLike,
      vis: h!.vis,
      precip: h!.precip,
      // Observations are on the quarter hour, as a station reports.
      obsTime: new Date(Math.floor(t / 900_000) * 900_000).toISOString(),
      src: 'model',
    };
  }

  async hourly(place: WeatherPlace) {
    return modelHours(this.geo(place), this.clock() + 3_600_000, 72).map((h) => hourRow(h, 'model'));
  }

  async daily(place: WeatherPlace) {
    return modelDays(this.geo(place), this.clock(), 7);
  }

  history(place: WeatherPlace, from: number, count: number) {
    return modelHours(this.geo(place), from, count).map((h) => hourRow(h, 'model'));
  }

  async minutely(place: WeatherPlace) {
    const t = this.clock();
    const list = modelMinutely(this.geo(place), t);
    return { summary: rainSummaryOf(list, t), list };
  }
}
