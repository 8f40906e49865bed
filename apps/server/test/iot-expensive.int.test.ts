import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getIotHourlyVals } from '@pfs/domain/iot-history';
import { getHealth } from '@pfs/domain/system';
import { DEMO, DEMO_FID, GROWER, createTestApp, login, type TestApp, callOf, rawCallOf } from './test-app.js';
import { EXPENSIVE_LIMITS } from '../src/plugins/expensive.plugin.js';

describe('expensive reads are limited per user', () => {
  let app: TestApp;
  let grower: string;
  let demo: string;
  let running = 0;
  let peak = 0;
  beforeAll(async () => {
    app = await createTestApp();
    [grower, demo] = [await login(app, GROWER.uniNo, GROWER.password), await login(app, DEMO.uniNo, DEMO.password)];
    // A year of hourly rollups takes a while: stand-in that takes 300 ms and counts how many run at once.
    app.services.history.hourly = async () => {
      running += 1;
      peak = Math.max(peak, running);
      await new Promise((r) => setTimeout(r, 300));
      running -= 1;
      return [];
    };
  });
  afterAll(() => app.stop());

  const hourly = (token: string) =>
    callOf(app, getIotHourlyVals, { fid: DEMO_FID, point_ids: [1], start: '2025-03-01T00:00:00Z', end: '2026-03-01T00:00:00Z' }, token);

  it('runs four of one user’s calls at once, queues a few, refuses the rest with 429; other users and health are not held up', async () => {
    const burst = Array.from({ length: 30 }, () => hourly(grower));
    await new Promise((r) => setTimeout(r, 50));
    const t0 = Date.now();
    const other = await hourly(demo);
    const health = await rawCallOf(app, getHealth);
    const waited = Date.now() - t0;
    const results = await Promise.all(burst);
    expect(other.status).toBe(200);
    expect(health.status).toBe(200);
    // The other user's call ran at once (300 ms of work), not behind the grower's queue.
    expect(waited).toBeLessThan(1500);
    const ok = results.filter((r) => r.status === 200).length;
    const refused = results.filter((r) => r.status === 429);
    expect(ok).toBe(EXPENSIVE_LIMITS.running + EXPENSIVE_LIMITS.queued);
    expect(refused).toHaveLength(30 - ok);
    expect(refused[0]!.body).toEqual({ code: 429, msg: '查询过于频繁，请稍后再试' });
    // Four of the grower's plus the other user's one.
    expect(peak).toBeLessThanOrEqual(EXPENSIVE_LIMITS.running + 1);
    // Slots are given back: the grower can query again.
    expect((await hourly(grower)).status).toBe(200);
  });
});
