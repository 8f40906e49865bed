import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { weatherLocationOf } from '@pfs/domain/weather';
import { QWeatherProvider } from './qweather-provider.js';
import { WeatherProviderError, type WeatherPlace } from './weather-provider.js';

/** A local stand-in for the QWeather API answering in its documented v7 format. */
const NOW = { code: '200', updateTime: '2026-03-01T10:20+08:00', now: { obsTime: '2026-03-01T10:12+08:00', temp: '12', feelsLike: '10', icon: '101', text: '多云', wind360: '135', windDir: '东南风', windScale: '3', windSpeed: '15', humidity: '72', precip: '0.0', pressure: '1018', vis: '16', cloud: '91', dew: '7' } };
const HOURLY = { code: '200', hourly: [{ fxTime: '2026-03-01T11:00+08:00', temp: '13', icon: '305', text: '小雨', wind360: '90', windDir: '东风', windScale: '3-4', windSpeed: '20', humidity: '80', pop: '60', precip: '1.2', pressure: '1016', cloud: '95', dew: '9' }] };
const DAILY = { code: '200', daily: [{ fxDate: '2026-03-01', sunrise: '06:22', sunset: '17:56', moonrise: '09:10', moonset: '22:30', moonPhase: '蛾眉月', moonPhaseIcon: '801', tempMax: '15', tempMin: '6', iconDay: '101', textDay: '多云', iconNight: '151', textNight: '多云', wind360Day: '135', windDirDay: '东南风', windScaleDay: '1-3', windSpeedDay: '3', humidity: '70', precip: '0.0', pressure: '1018', vis: '25', cloud: '60', uvIndex: '3' }] };
const MINUTELY = { code: '200', summary: '10分钟后雨停', minutely: [{ fxTime: '2026-03-01T10:25+08:00', precip: '0.10', type: 'rain' }, { fxTime: '2026-03-01T10:30+08:00', precip: '0.00', type: 'rain' }] };

let server: http.Server;
let host: string;
const seen: { url: string; key: string | undefined }[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const url = new URL(req.url!, 'http://x');
    seen.push({ url: req.url!, key: req.headers['x-qw-api-key'] as string | undefined });
    const loc = url.searchParams.get('location');
    const send = (status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (loc === 'slow') return void setTimeout(() => send(200, NOW), 1000);
    if (loc === 'garbage') return void res.writeHead(200).end('<html>oops</html>');
    if (loc === 'newerr') return send(401, { error: { status: 401, type: 'https://dev.qweather.com/docs/resource/error-code/#unauthorized', title: 'Unauthorized', detail: 'Invalid key' } });
    if (/^\d{3}$/.test(loc ?? '')) return send(200, { code: loc });
    const body = { '/v7/weather/now': NOW, '/v7/weather/72h': HOURLY, '/v7/weather/7d': DAILY, '/v7/minutely/5m': MINUTELY }[url.pathname];
    return body ? send(200, body) : send(404, { code: '404' });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  host = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

// A generous time-out where the answer comes (a busy machine must not fail them); the time-out test sets a short one.
const provider = (timeoutMs = 5000) => new QWeatherProvider({ key: 'k-123', host, timeoutMs });
const place = (location = '101020600'): WeatherPlace => ({ fid: 1, location, geo: weatherLocationOf('121.60,31.20') });
const failure = async (p: Promise<unknown>) => {
  const err = await p.then(() => null, (e: unknown) => e);
  expect(err).toBeInstanceOf(WeatherProviderError);
  return err as WeatherProviderError;
};

describe('QWeather adapter', () => {
  it('reads now, sending the key as a header and converting km/h to m/s', async () => {
    const n = await provider().now(place());
    expect(n).toMatchObject({ temp: 12, feelsLike: 10, text: '多云', windDir: '东南风', windScale: 3, windSpeed: 4.2, wind360: 135, src: 'qweather' });
    expect(n.obsTime).toBe('2026-03-01T02:12:00.000Z');
    expect(seen.at(-1)).toMatchObject({ key: 'k-123' });
    expect(seen.at(-1)!.url).toContain('location=101020600');
  });

  it('reads hourly and daily forecasts, keeping the upper grade of a wind-scale range', async () => {
    const [h] = await provider().hourly(place());
    expect(h).toMatchObject({ t: Date.parse('2026-03-01T03:00:00Z'), wind_scale: 4, precip: 1.2, text: '小雨' });
    const [d] = await provider().daily(place());
    expect(d).toMatchObject({ fxDate: '2026-03-01', sunrise: '06:22', moonPhase: '蛾眉月', moonPhaseIcon: '801', windScaleDay: 3, tempMax: 15 });
  });

  it('reads minutely rain by coordinates as mm/h with QWeather’s summary', async () => {
    const r = await provider().minutely(place());
    expect(r.summary).toBe('10分钟后雨停');
    expect(r.list.map((x) => x.precip_h)).toEqual([1.2, 0]);
    expect(seen.at(-1)!.url).toContain('location=121.60%2C31.20');
  });

  it('turns the documented error codes into errors that say what happened', async () => {
    for (const [code, text] of [
      ['401', '认证失败'],
      ['402', '超过访问次数'],
      ['403', '无访问权限'],
      ['404', '不存在'],
      ['429', '访问过于频繁'],
      ['204', '暂无数据'],
    ]) {
      const e = await failure(provider().now(place(code)));
      expect(e.code).toBe(code);
      expect(e.message).toContain(text);
    }
    expect((await failure(provider().now(place('newerr')))).message).toContain('401：Unauthorized');
    expect((await failure(provider().now(place('garbage')))).code).toBe('bad_data');
  });

  it('gives up after its time-out', async () => {
    const t = Date.now();
    const e = await failure(provider(300).now(place('slow')));
    expect(e.code).toBe('timeout');
    expect(Date.now() - t).toBeLessThan(900);
  });

  it('refuses minutely rain without coordinates, and a closed port', async () => {
    expect((await failure(provider().minutely({ fid: 1, location: '101020600', geo: null }))).code).toBe('no_location');
    const dead = new QWeatherProvider({ key: 'k', host: 'http://127.0.0.1:1', timeoutMs: 300 });
    expect((await failure(dead.now(place()))).code).toBe('network');
  });
});
