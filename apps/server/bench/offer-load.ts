/**
 * Offered load, as many independent clients make it: `clients` clients each send their next request at a fixed
 * interval from their own random phase, `rate` requests/s in all, whether or not earlier answers have come back.
 * autocannon's overallRate sends each second's quota in one burst, and a closed loop (a new request only after an
 * answer) hides a slow server; here latency counts from when the request was due, so a late client shows too.
 */
import http from 'node:http';

export type OfferedRequest = { method?: 'GET' | 'POST'; path: string; headers?: Record<string, string>; body?: string };
export type OfferedResult = { count: number; rate: number; p50: number; p99: number; max: number; errors: number };

export async function offerLoad(url: string, requests: OfferedRequest[], rate: number, seconds: number, clients = 200): Promise<OfferedResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: clients * 2 });
  const { hostname, port } = new URL(url);
  const every = (clients / rate) * 1000;
  const latencies: number[] = [];
  let errors = 0;
  const send = (r: OfferedRequest) =>
    new Promise<void>((resolve) => {
      const headers = {
        ...r.headers,
        ...(r.body !== undefined && { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(r.body)) }),
      };
      const req = http.request({ agent, hostname, port, path: r.path, method: r.method ?? 'POST', headers }, (res) => {
        if (res.statusCode !== 200) errors++;
        res.resume().on('end', resolve);
      });
      req.on('error', () => {
        errors++;
        resolve();
      });
      req.end(r.body);
    });
  const start = performance.now() + 200;
  const until = start + seconds * 1000;
  const inFlight: Promise<void>[] = [];
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      let due = start + Math.random() * every;
      for (let i = client; due < until; i++, due += every) {
        const wait = due - performance.now();
        if (wait > 0) await new Promise((r) => setTimeout(r, wait));
        const at = due;
        inFlight.push(send(requests[i % requests.length]!).then(() => void latencies.push(performance.now() - at)));
      }
    }),
  );
  await Promise.all(inFlight);
  // Answers per second over the time it took them all to come back: an overloaded server shows a lower rate.
  const took = (performance.now() - start) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const q = (p: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? 0);
  return { count: latencies.length, rate: latencies.length / Math.max(seconds, took), p50: q(0.5), p99: q(0.99), max: q(1), errors };
}
