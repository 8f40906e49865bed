import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { topicOf } from '@pfs/domain/iot-ingest';
import { getHealth } from '@pfs/domain/system';
import { ROOM_POINTS } from '@pfs/sim';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { METRICS_CLOSED_BEHIND_PROXY } from '../src/plugins/metrics.plugin.js';
import { runServer } from './server-run.js';
import { createTestApp, type TestApp } from './test-app.js';

describe('/metrics', () => {
  let open: TestApp;
  let guarded: TestApp;
  const token = 'metrics-token-0123456789';
  beforeAll(async () => {
    [open, guarded] = await Promise.all([createTestApp(), createTestApp({ METRICS_TOKEN: token })]);
  });
  afterAll(() => Promise.all([open.stop(), guarded.stop()]));

  it('answers a process on this machine in Prometheus format: requests by route pattern, ingest, live sockets', async () => {
    await open.inject({ method: 'GET', url: getHealth.url });
    const res = await open.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toMatch(/pfs_http_requests_total\{method="GET",route="\/api\/health",status="200"\} \d+/);
    expect(res.body).toContain('pfs_http_request_duration_seconds_bucket');
    for (const m of [
      'pfs_ingest_readings_total',
      'pfs_ingest_backlog_rows',
      'pfs_ingest_dropped_rows_total',
      'pfs_ingest_seq_gaps',
      'pfs_live_connections',
      'pfs_session_lookups_total',
      'pfs_session_lookup_statements_total',
      'pfs_rule_evaluation_seconds',
      'process_resident_memory_bytes',
    ])
      expect(res.body).toContain(m);
    // Another machine (here: a forwarded address does not count, only the socket's) is refused.
    const far = await open.inject({ method: 'GET', url: '/metrics', remoteAddress: '10.1.2.3' });
    expect(far.statusCode).toBe(403);
  });

  it('times each write of readings: the rows, how long the oldest waited in memory, how long the write took', async () => {
    const metric = async (name: string) => Number(new RegExp(`^${name} (\\S+)$`, 'm').exec((await open.inject({ method: 'GET', url: '/metrics' })).body)?.[1]);
    const before = await metric('pfs_ingest_write_rows_sum');
    const writesBefore = await metric('pfs_ingest_write_seconds_count');
    const ingest = open.services.ingest;
    await ingest.handle(topicOf('demo-grow-1', 'birth'), Buffer.from(JSON.stringify({ ts: Date.now(), fw: 'pfs-sim 1.0', points: ROOM_POINTS })));
    const points = {
      air_temp: [
        { ts: Date.now() - 2000, v: 24.1 },
        { ts: Date.now() - 1000, v: 24.2 },
      ],
      humidity: [{ ts: Date.now() - 1000, v: 61 }],
    };
    await ingest.handle(topicOf('demo-grow-1', 'telemetry'), Buffer.from(JSON.stringify({ seq: 1, points })));
    await new Promise((r) => setTimeout(r, 30));
    await ingest.flush();
    expect(await metric('pfs_ingest_write_rows_sum')).toBe(before + 3);
    expect(await metric('pfs_ingest_write_seconds_count')).toBe(writesBefore + 1);
    // The readings were taken before the 30 ms pause, so the write's oldest reading waited at least that long.
    expect(await metric('pfs_ingest_wait_seconds_sum')).toBeGreaterThanOrEqual(0.025);
    expect(await metric('pfs_ingest_write_seconds_sum')).toBeGreaterThan(0);
  });

  it('with METRICS_TOKEN, only the bearer of the token', async () => {
    expect((await guarded.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(403);
    expect((await guarded.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer wrong' } })).statusCode).toBe(403);
    const ok = await guarded.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${token}` } });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toContain('pfs_http_requests_total');
  });
});

describe('/metrics behind a reverse proxy (TRUST_PROXY set)', () => {
  let proxiedOpen: TestApp;
  let proxiedGuarded: TestApp;
  const token = 'metrics-token-behind-proxy-42';
  beforeAll(async () => {
    [proxiedOpen, proxiedGuarded] = await Promise.all([createTestApp({ TRUST_PROXY: '127.0.0.1' }), createTestApp({ TRUST_PROXY: '127.0.0.1', METRICS_TOKEN: token })]);
  });
  afterAll(() => Promise.all([proxiedOpen.stop(), proxiedGuarded.stop()]));

  it('without METRICS_TOKEN answers nobody, not even loopback (a proxy on this machine is loopback), and says how to open it', async () => {
    // What nginx on the same machine would send on behalf of a visitor from anywhere.
    const viaProxy = await proxiedOpen.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(viaProxy.statusCode).toBe(403);
    expect(viaProxy.body).not.toContain('pfs_http_requests_total');
    expect(viaProxy.body).toContain('METRICS_TOKEN');
    expect(viaProxy.body).toContain('TRUST_PROXY');
    const local = await proxiedOpen.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' });
    expect(local.statusCode).toBe(403);
  });

  it('with METRICS_TOKEN answers the bearer of the token only', async () => {
    expect((await proxiedGuarded.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' })).statusCode).toBe(403);
    const ok = await proxiedGuarded.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1', headers: { authorization: `Bearer ${token}` } });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toContain('pfs_http_requests_total');
  });
});

// What the operator reads in the journal at start. Run once (embedded database).
describe.runIf(process.env.TEST_DB !== 'postgres')('/metrics closed behind a proxy, in the real process', () => {
  it('says at start why /metrics is closed and how to set the token', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pfs-metrics-'));
    const server = await runServer({ DATA_DIR: dataDir, SEED_DEMO: 'off', IOT: 'off', SIM: 'off', TRUST_PROXY: '127.0.0.1' });
    try {
      await server.up();
      expect(server.output()).toContain(METRICS_CLOSED_BEHIND_PROXY);
      const res = await fetch(`${server.url}/metrics`);
      expect(res.status).toBe(403);
      expect(await res.text()).toContain('METRICS_TOKEN');
    } finally {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
