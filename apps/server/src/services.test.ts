import { describe, expect, it } from 'vitest';
import type { LiveServerMsg } from '@pfs/domain/live';
import { Listeners } from './lib/listeners.js';
import { gate } from './lib/gate.fixture.js';
import { connectEvents, type EventSources } from './service-events.js';

const tick = () => new Promise((r) => setTimeout(r, 0));

type Reading = { pointId: number; ms: number; v: number };

/** The event sources with recording listeners: what the wiring hands each one is all this test looks at. */
function wired() {
  const seen: string[] = [];
  const warned: string[] = [];
  const alarmGate = gate();
  const ruleGate = gate();
  const sources = {
    ingest: {
      readings: new Listeners<[number, Reading[]]>(),
      switchState: new Listeners<[number, number, { on: boolean; value: number | null; cause: string; ts: Date }]>(),
      gatewayStatus: new Listeners<[number, boolean]>(),
      forget: (sn: string) => void seen.push(`forget ${sn}`),
    },
    control: { outcomes: new Listeners<[number, unknown]>() },
    alarms: {
      changed: new Listeners<[number]>(),
      evaluateAll: async () => {
        seen.push('alarms start');
        await alarmGate.p;
        seen.push('alarms done');
      },
      gatewayStatus: () => Promise.reject(new Error('db down')),
      commandOutcome: async () => undefined,
    },
    gateways: { changes: new Listeners<unknown[]>(), snChanged: new Listeners<[string]>() },
    devices: { pointsChanged: new Listeners<[string]>() },
    ruleEngine: {
      onReadings: async () => {
        seen.push('rules start');
        await ruleGate.p;
      },
      onSwitchState: () => undefined,
      onOutcome: async () => undefined,
    },
    iotlog: { gatewayStatus: async () => void seen.push('iotlog'), controlOutcome: async () => undefined, gatewayChanged: async () => undefined },
    liveHub: {
      readings: (_fid: number, rows: Reading[]) => void seen.push(`live ${rows.length}`),
      gatewayStatus: async () => void seen.push('live gateway'),
      publish: (_fid: number, msg: LiveServerMsg) => void seen.push(`live ${msg.type}`),
      alarmsChanged: () => void seen.push('live alarms'),
    },
  };
  connectEvents(sources as unknown as EventSources, { warn: (_o: unknown, msg: string) => void warned.push(msg) } as never);
  return { sources, seen, warned, alarmGate, ruleGate };
}

describe('event wiring', () => {
  it('sends readings to the live channel at once, while alarm evaluation is still running; ingest waits for alarms, not strategies', async () => {
    const { sources, seen, alarmGate } = wired();
    let settled = false;
    const emitted = sources.ingest.readings.emit(1, [{ pointId: 5, ms: Date.now(), v: 21 }]).then(() => (settled = true));
    expect(seen).toContain('live 1');
    expect(seen).toContain('alarms start');
    await tick();
    expect(seen).not.toContain('alarms done');
    expect(settled).toBe(false);
    alarmGate.open();
    await emitted;
    // The strategies' evaluation is still pending (its gate never opened) and nobody waited for it.
    expect(seen).toEqual(['live 1', 'rules start', 'alarms start', 'alarms done']);
  });

  it('logs a failing listener by event and listener name; the other listeners of the event still run', async () => {
    const { sources, seen, warned } = wired();
    await sources.ingest.gatewayStatus.emit(3, false);
    expect(seen).toEqual(expect.arrayContaining(['live gateway', 'iotlog']));
    expect(warned).toEqual(['事件处理失败：网关上下线 → 告警']);
  });

  it('logs a failed strategy evaluation without holding up ingest', async () => {
    const { sources, warned, alarmGate, ruleGate } = wired();
    alarmGate.open();
    await sources.ingest.readings.emit(1, []);
    ruleGate.fail(new Error('rule broke'));
    await tick();
    expect(warned).toEqual(['事件处理失败：读数 → 控制策略']);
  });

  it('drops ingest’s cached view of a gateway when staff add or remove it or its points', async () => {
    const { sources, seen } = wired();
    await sources.gateways.snChanged.emit('gw-a');
    await sources.devices.pointsChanged.emit('gw-b');
    expect(seen).toEqual(['forget gw-a', 'forget gw-b']);
  });
});
