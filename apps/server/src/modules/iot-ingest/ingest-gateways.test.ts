import { describe, expect, it } from 'vitest';
import { IngestGateways } from './ingest-gateways.js';

/** A gateway whose birth another instance stores `afterMs` after the first lookup here. */
function gatewayBornLater(afterMs: number) {
  const start = Date.now();
  let reads = 0;
  const gateways = {
    ref: async () => ({ gwId: 1, fid: 1, points: new Map<string, number>() }),
    pointIds: async () => {
      reads += 1;
      return Date.now() - start >= afterMs ? new Map([['t', 7]]) : new Map<string, number>();
    },
  };
  return { ingest: new IngestGateways(gateways as never), reads: () => reads };
}

const telemetry = (code: string) => ({ seq: 1, points: { [code]: [{ ts: Date.now(), v: 1 }] } });

describe('IngestGateways.refreshPointsFor', () => {
  it('waits for a birth another instance is storing, so the first readings are not refused', async () => {
    const { ingest } = gatewayBornLater(300);
    const gw = (await ingest.get('gw1'))!;
    await ingest.refreshPointsFor('gw1', gw, telemetry('t'));
    expect(gw.points.get('t')).toBe(7);
  });

  it('waits only once: a code the gateway never announced is re-read at most every 5 s after that', async () => {
    const { ingest, reads } = gatewayBornLater(0);
    const gw = (await ingest.get('gw1'))!;
    const t0 = Date.now();
    await ingest.refreshPointsFor('gw1', gw, telemetry('never'));
    const firstWait = Date.now() - t0;
    expect(firstWait).toBeGreaterThanOrEqual(1500);
    const before = reads();
    const t1 = Date.now();
    await ingest.refreshPointsFor('gw1', gw, telemetry('never'));
    expect(Date.now() - t1).toBeLessThan(100);
    expect(reads()).toBe(before);
  });
});
