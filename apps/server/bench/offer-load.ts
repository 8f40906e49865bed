/**
 * Offered load, as many independent clients make it: `clients` clients each send their next request at a fixed
 * interval from their own random phase, `rate` requests/s in all, whether or not earlier answers have come back.
 * autocannon's overallRate sends each second's quota in one burst, and a closed loop (a new request only after an
 * answer) hides a slow server; here latency counts from when the request was due, so a late client shows too.
 *
 * Each client keeps one connection and pipelines (HTTP/1.1) when an answer is late, writing requests prepared as
 * bytes once. Node's http client costs several times more CPU per request; on a machine where the server, the
 * database and this client share two cores, that cost showed up as the server's latency. For the same reason
 * `npm run bench:api` runs this client with `--no-allocation-site-pretenuring`, as the server runs: otherwise its own
 * full collections (one every 2 s under this load) stall the sending and show as 40–100 ms the server did not cause.
 */
import net from 'node:net';
import { parseResponses } from './http-responses.js';

export type OfferedRequest = { method?: 'GET' | 'POST'; path: string; headers?: Record<string, string>; body?: string };
export type OfferedResult = { count: number; rate: number; p50: number; p99: number; max: number; errors: number };

/** A request as the bytes sent on the wire. */
function wire(r: OfferedRequest, host: string): Buffer {
  const body = r.body === undefined ? undefined : Buffer.from(r.body);
  const headers = { host, ...r.headers, ...(body && { 'content-type': 'application/json', 'content-length': String(body.length) }) };
  const head = `${r.method ?? 'POST'} ${r.path} HTTP/1.1\r\n${Object.entries(headers)
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join('')}\r\n`;
  return body ? Buffer.concat([Buffer.from(head), body]) : Buffer.from(head);
}

export async function offerLoad(url: string, requests: OfferedRequest[], rate: number, seconds: number, clients = 200): Promise<OfferedResult> {
  const { hostname, port, host } = new URL(url);
  const wires = requests.map((r) => wire(r, host));
  const every = (clients / rate) * 1000;
  const latencies: number[] = [];
  let errors = 0;
  const start = performance.now() + 200;
  const until = start + seconds * 1000;

  const client = (index: number) =>
    new Promise<void>((done) => {
      /** When each request still waiting for its answer was due, in the order sent (answers come back in that order). */
      const waiting: number[] = [];
      let socket: net.Socket | undefined;
      let sending = true;
      const settle = () => {
        if (sending || waiting.length > 0) return;
        socket?.destroy();
        done();
      };
      const open = () => {
        const s = net.connect(Number(port), hostname);
        s.setNoDelay(true);
        const read = parseResponses((status) => {
          if (status !== 200) errors++;
          latencies.push(performance.now() - waiting.shift()!);
          settle();
        });
        s.on('data', read);
        // A connection lost with requests outstanding: those are errors, and the next request opens a new one.
        s.on('close', () => {
          if (socket === s) socket = undefined;
          errors += waiting.length;
          waiting.length = 0;
          settle();
        });
        s.on('error', () => undefined);
        return s;
      };
      let i = index;
      let due = start + Math.random() * every;
      const next = () => {
        if (due >= until) {
          sending = false;
          settle();
          return;
        }
        const wait = due - performance.now();
        if (wait > 0) {
          setTimeout(next, wait);
          return;
        }
        socket ??= open();
        waiting.push(due);
        socket.write(wires[i % wires.length]!);
        i++;
        due += every;
        next();
      };
      next();
    });

  await Promise.all(Array.from({ length: clients }, (_, c) => client(c)));
  // Answers per second over the time it took them all to come back: an overloaded server shows a lower rate.
  const took = (performance.now() - start) / 1000;
  latencies.sort((a, b) => a - b);
  const q = (p: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? 0);
  return { count: latencies.length, rate: latencies.length / Math.max(seconds, took), p50: q(0.5), p99: q(0.99), max: q(1), errors };
}
