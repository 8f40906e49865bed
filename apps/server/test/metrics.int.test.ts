import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
    await open.inject({ method: 'GET', url: '/api/health' });
    const res = await open.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toMatch(/pfs_http_requests_total\{method="GET",route="\/api\/health",status="200"\} \d+/);
    expect(res.body).toContain('pfs_http_request_duration_seconds_bucket');
    for (const m of ['pfs_ingest_readings_total', 'pfs_ingest_backlog_rows', 'pfs_ingest_dropped_rows_total', 'pfs_ingest_seq_gaps', 'pfs_live_connections', 'pfs_rule_evaluation_seconds', 'process_resident_memory_bytes'])
      expect(res.body).toContain(m);
    // Another machine (here: a forwarded address does not count, only the socket's) is refused.
    const far = await open.inject({ method: 'GET', url: '/metrics', remoteAddress: '10.1.2.3' });
    expect(far.statusCode).toBe(403);
  });

  it('with METRICS_TOKEN, only the bearer of the token', async () => {
    expect((await guarded.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(403);
    expect((await guarded.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer wrong' } })).statusCode).toBe(403);
    const ok = await guarded.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${token}` } });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toContain('pfs_http_requests_total');
  });
});
