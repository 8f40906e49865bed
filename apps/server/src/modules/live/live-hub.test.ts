import { EventEmitter } from 'node:events';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import type { AuthService } from '../auth/index.js';
import type { MemberService } from '../member/index.js';
import type { LiveBusHandlers, LiveEnvelope } from './live-bus.js';
import { LiveHub, type LiveBus } from './live-hub.js';
import type { WatchNotice } from './live-interest.js';
import type { LiveRepository } from './live.repository.js';

/** One channel several hubs share, like NOTIFY/LISTEN: every payload reaches every hub, its sender included. */
function memoryChannel() {
  const hubs: LiveBusHandlers[] = [];
  const sent: LiveEnvelope[] = [];
  const bus = (): LiveBus => ({
    start: async (on) => {
      hubs.push(on);
      on.listening();
    },
    send: async (e) => {
      sent.push(e);
      for (const h of hubs) h.deliver(structuredClone(e));
    },
    announce: async (n: WatchNotice) => {
      for (const h of hubs) h.watch(structuredClone(n));
    },
    stop: async () => undefined,
  });
  return { bus, sent };
}

/** A browser's socket as the hub sees it: open, collecting what it is sent. */
class FakeSocket extends EventEmitter {
  readonly OPEN = 1;
  readyState = 1;
  readonly frames: { type: string; values?: unknown[] }[] = [];
  send(text: string) {
    this.frames.push(JSON.parse(text) as { type: string });
  }
  close() {
    this.readyState = 3;
    this.emit('close');
  }
  ping() {}
  terminate() {
    this.close();
  }
}

const quiet = { warn: () => undefined, info: () => undefined } as unknown as FastifyBaseLogger;

function hub(bus: LiveBus) {
  const d = {
    auth: { resolveSession: async () => ({ uid: 7 }) } as unknown as AuthService,
    members: { codesOf: async () => ['iot.list'] } as unknown as MemberService,
    repo: { validAlarmCount: async () => 0, gatewayFid: async () => 2 } as unknown as LiveRepository,
    log: quiet,
    bus,
  };
  return new LiveHub(d, { batchMs: 10, heartbeatMs: 60_000 });
}

async function connect(h: LiveHub, fid: number): Promise<FakeSocket> {
  const socket = new FakeSocket();
  h.accept(socket as unknown as WebSocket);
  socket.emit('message', Buffer.from(JSON.stringify({ type: 'auth', token: 't', fid })), false);
  await vi.waitFor(() => expect(socket.frames.some((f) => f.type === 'ready')).toBe(true));
  return socket;
}

const reading = (v: number) => [{ pointId: 1, ms: Date.now(), v }];

describe('LiveHub across instances', () => {
  const hubs: LiveHub[] = [];
  afterEach(async () => {
    await Promise.all(hubs.splice(0).map((h) => h.stop()));
  });

  it("sends a factory's values over the bus only while a socket on some instance watches it", async () => {
    const { bus, sent } = memoryChannel();
    const [a, b] = [hub(bus()), hub(bus())];
    hubs.push(a, b);
    await Promise.all([a.start(), b.start()]);
    const values = () => sent.filter((e) => e.msg.type === 'values').length;

    // Nobody watches factory 2: instance A's readings are not batched, nothing goes over the bus.
    a.readings(2, reading(1));
    await a.flush();
    expect(values()).toBe(0);

    // A browser on instance B opens factory 2: A's next readings reach it.
    const browser = await connect(b, 2);
    a.readings(2, reading(2));
    await a.flush();
    expect(values()).toBe(1);
    await vi.waitFor(() => expect(browser.frames.filter((f) => f.type === 'values')).toHaveLength(1));
    // Factory 3 stays unwatched.
    a.readings(3, reading(3));
    await a.flush();
    expect(values()).toBe(1);

    // The browser leaves: A stops sending again.
    browser.close();
    a.readings(2, reading(4));
    await a.flush();
    expect(values()).toBe(1);
  });

  it('a hub that starts later learns what the running ones watch', async () => {
    const { bus, sent } = memoryChannel();
    const b = hub(bus());
    hubs.push(b);
    await b.start();
    await connect(b, 2);
    const a = hub(bus());
    hubs.push(a);
    await a.start();
    a.readings(2, reading(5));
    await a.flush();
    expect(sent.filter((e) => e.msg.type === 'values')).toHaveLength(1);
  });
});
