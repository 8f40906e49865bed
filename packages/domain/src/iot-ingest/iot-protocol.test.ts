import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  checkTelemetry,
  commandAckSchema,
  gatewayClientId,
  gatewayMayUse,
  gatewayMayUseClientId,
  isTelemetry,
  parseTopic,
  telemetrySchema,
  topicOf,
  IOT_LIMITS,
} from './iot-protocol.js';

describe('topics', () => {
  it('build and parse round-trip', () => {
    expect(topicOf('gw-01', 'cmd/ack')).toBe('pfs/v1/gw-01/cmd/ack');
    expect(parseTopic('pfs/v1/gw-01/cmd/ack')).toEqual({ sn: 'gw-01', kind: 'cmd/ack' });
    expect(parseTopic('pfs/v1/gw-01/other')).toBeNull();
    expect(parseTopic('pfs/v2/gw-01/status')).toBeNull();
    fc.assert(
      fc.property(
        fc.stringMatching(/^[A-Za-z0-9_-]{3,20}$/),
        fc.constantFrom('status', 'birth', 'telemetry', 'state', 'cmd', 'cmd/ack' as const),
        (sn, kind) => {
          const p = parseTopic(topicOf(sn, kind));
          return p?.sn === sn && p.kind === kind;
        },
      ),
    );
  });

  it('a gateway connects only with client ids derived from its own sn, and each id names one gateway', () => {
    expect(gatewayMayUseClientId('demo-grow-1', gatewayClientId('demo-grow-1'))).toBe(true);
    expect(gatewayMayUseClientId('demo-grow-1', gatewayClientId('demo-grow-1', 'probe'))).toBe(true);
    expect(gatewayMayUseClientId('attacker', 'gw-demo-grow-1')).toBe(false);
    expect(gatewayMayUseClientId('gw-demo-grow-1', 'gw-demo-grow-1')).toBe(false);
    expect(gatewayMayUseClientId('demo', 'gw-demo-grow-1')).toBe(false);
    expect(gatewayMayUseClientId('demo-grow-1', 'demo-grow-1')).toBe(false);
    expect(gatewayMayUseClientId('demo-grow-1', '')).toBe(false);
    expect(gatewayMayUseClientId('demo-grow-1', 'mqttjs_1234')).toBe(false);
    fc.assert(
      fc.property(
        fc.stringMatching(/^[A-Za-z0-9_-]{3,20}$/),
        fc.stringMatching(/^[A-Za-z0-9_-]{3,20}$/),
        fc.option(fc.stringMatching(/^[a-z0-9]{1,8}$/), { nil: undefined }),
        (a, b, suffix) => gatewayMayUseClientId(b, gatewayClientId(a, suffix)) === (a === b),
      ),
    );
  });

  it('a gateway uses only its own topics, publishing data and subscribing to commands', () => {
    expect(gatewayMayUse('gw1', 'pfs/v1/gw1/telemetry', 'publish')).toBe(true);
    expect(gatewayMayUse('gw1', 'pfs/v1/gw1/cmd/ack', 'publish')).toBe(true);
    expect(gatewayMayUse('gw1', 'pfs/v1/gw1/cmd', 'subscribe')).toBe(true);
    expect(gatewayMayUse('gw1', 'pfs/v1/gw1/cmd', 'publish')).toBe(false);
    expect(gatewayMayUse('gw1', 'pfs/v1/gw2/telemetry', 'publish')).toBe(false);
    expect(gatewayMayUse('gw1', 'pfs/v1/gw2/cmd', 'subscribe')).toBe(false);
    expect(gatewayMayUse('gw1', 'pfs/v1/+/cmd', 'subscribe')).toBe(false);
    expect(gatewayMayUse('gw1', 'pfs/v1/gw1/#', 'subscribe')).toBe(false);
  });
});

describe('payloads', () => {
  it('rejects strings as readings; a number beyond what can be stored is checkTelemetry\'s to refuse', () => {
    expect(telemetrySchema.safeParse({ seq: 1, points: { t: [{ ts: 1, v: Number.NaN }] } }).success).toBe(true);
    expect(telemetrySchema.safeParse({ seq: 1, points: { t: [{ ts: 1, v: '3' }] } }).success).toBe(false);
    expect(commandAckSchema.parse({ id: 'c1', status: 'done' })).toEqual({ id: 'c1', status: 'done', state: null, error: null });
  });

  it('isTelemetry accepts exactly what the telemetry schema accepts', () => {
    const same = (x: unknown) => expect(isTelemetry(x)).toBe(telemetrySchema.safeParse(x).success);
    for (const x of [
      { seq: 0, points: {} },
      { seq: 1, points: { 'a.b-c_1': [{ ts: 1, v: -0.5 }] }, extra: true },
      { seq: -1, points: {} },
      { seq: 1.5, points: {} },
      { seq: 2 ** 53, points: {} },
      { seq: 1, points: [] },
      { seq: 1, points: { t: {} } },
      { seq: 1, points: { t: [null] } },
      { seq: 1, points: { t: [{ ts: 0, v: 1 }] } },
      { seq: 1, points: { t: [{ ts: 253_402_300_799_999, v: 1 }] } },
      { seq: 1, points: { t: [{ ts: 253_402_300_800_000, v: 1 }] } },
      { seq: 1, points: { t: [{ ts: 1, v: Infinity }] } },
      { seq: 1, points: { t: [{ ts: 1 }] } },
      { seq: 1, points: { 'bad code': [] } },
      { seq: 1, points: { ['x'.repeat(65)]: [] } },
      JSON.parse('{"seq":1,"points":{"__proto__":[{"ts":1,"v":1}]}}'),
      null,
      [],
      'telemetry',
    ])
      same(x);
    // Near-valid payloads (each part sometimes off) and arbitrary JSON, as gateways may send.
    const code = fc.oneof(fc.stringMatching(/^[A-Za-z0-9_.-]{1,64}$/), fc.string({ maxLength: 70 }));
    const num = fc.oneof(fc.integer({ min: -5, max: 5 }), fc.maxSafeNat(), fc.double(), fc.constantFrom(253_402_300_799_999, 253_402_300_800_000, 2 ** 53));
    const reading = fc.oneof(fc.record({ ts: num, v: num }), fc.record({ ts: num, v: fc.jsonValue() }, { requiredKeys: [] }), fc.jsonValue());
    const payload = fc.record(
      {
        seq: fc.oneof(num, fc.jsonValue()),
        points: fc.oneof(fc.dictionary(code, fc.oneof(fc.array(reading, { maxLength: 4 }), fc.jsonValue()), { maxKeys: 4 }), fc.jsonValue()),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(fc.oneof(payload, fc.jsonValue()), (x) => isTelemetry(x) === telemetrySchema.safeParse(x).success),
      { numRuns: 3000 },
    );
  });

  it('splits a batch into accepted and rejected readings', () => {
    const now = 1_800_000_000_000;
    const r = checkTelemetry(
      {
        seq: 7,
        points: {
          air_temp: [
            { ts: now - 1000, v: 24.5 },
            { ts: now + IOT_LIMITS.maxFutureSkewMs + 1, v: 25 },
            { ts: now - IOT_LIMITS.maxPastAgeMs - 1, v: 23 },
          ],
          ghost: [{ ts: now, v: 1 }],
        },
      },
      new Set(['air_temp']),
      now,
    );
    expect(r.accepted).toEqual([{ code: 'air_temp', ts: now - 1000, v: 24.5 }]);
    expect(r.rejected.map((x) => x.reason).sort()).toEqual(['future_ts', 'stale_ts', 'unknown_point']);
  });

  it('refuses values that are not finite or beyond what a day of rollup sums can hold, keeping the rest', () => {
    const now = 1_800_000_000_000;
    const max = IOT_LIMITS.maxReadingMagnitude;
    const bad = [1e308, -1e308, Infinity, -Infinity, Number.NaN, max * 1.000001];
    const good = [max, -max, 0, 22.4];
    const r = checkTelemetry({ seq: 1, points: { t: [...bad, ...good].map((v, i) => ({ ts: now - i, v })) } }, new Set(['t']), now);
    expect(r.accepted.map((x) => x.v)).toEqual(good);
    expect(r.rejected).toEqual(bad.map(() => ({ code: 't', reason: 'value_out_of_range' })));
    // A day of the largest readings, one per millisecond (the most one point can hold), still sums to a finite double.
    expect(Number.isFinite(max * 86_400_000 * 2)).toBe(true);
  });
});
