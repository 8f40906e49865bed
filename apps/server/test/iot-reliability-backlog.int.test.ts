import { describe, expect, it } from 'vitest';
import mqtt from 'mqtt';
import { topicOf } from '@pfs/domain/iot-ingest';
import { getHealth } from '@pfs/domain/system';
import { isPg, publishNumbered, sleep, startIngestServer, storedCounts, tempDir, undoAfterAll } from './iot-reliability-support.js';

const MAX_BACKLOG = 500;

/**
 * A backlog bound far below what gateways offer (INGEST_MAX_BACKLOG=500, 24,000 readings offered in messages of
 * 100, 50 unacknowledged at a time): the server holds acknowledgements instead of dropping readings, so every
 * reading a gateway had acknowledged is stored, the backlog never passes its bound, and nothing counts as dropped.
 */
describe(`full ingest backlog (${isPg ? 'PostgreSQL + Mosquitto' : 'PGlite + embedded broker'})`, () => {
  const dataDir = tempDir('pfs-rel-backlog-');
  const cleanup = undoAfterAll(dataDir);

  it('stores every acknowledged reading and drops none when the backlog overflows', async () => {
    const { server, db, brokerUrl } = await startIngestServer(cleanup, { DATA_DIR: dataDir, INGEST_MAX_BACKLOG: String(MAX_BACKLOG) });
    const sn = `full-${Date.now().toString(36)}${isPg ? 'p' : 'l'}`;
    const { secret } = await server.createGateway(sn);
    const gw = await mqtt.connectAsync(brokerUrl, { clientId: `gw-${sn}`, username: sn, password: secret, reconnectPeriod: 250 });
    gw.on('error', () => undefined);
    cleanup.push(() => gw.endAsync(true));
    await gw.publishAsync(topicOf(sn, 'birth'), JSON.stringify({ ts: Date.now(), points: [{ code: 'n', kind: 'sensor' }] }), { qos: 1 });
    await sleep(300);

    const backlog: number[] = [];
    let publishing = true;
    const sampling = (async () => {
      while (publishing) {
        const h = (await (await fetch(`${server.url}${getHealth.url}`)).json()) as { data: { ingest: { pending: number } } };
        backlog.push(h.data.ingest.pending);
        await sleep(50);
      }
    })();
    const total = 24_000;
    let acked = 0;
    await publishNumbered(gw, sn, { code: 'n', total, perMsg: 100, window: 50, t0: Date.now() - 8 * 3_600_000, onAck: (n) => (acked = n) });
    publishing = false;
    await sampling;
    expect(acked).toBe(total);
    // The bound held: the server never kept more than INGEST_MAX_BACKLOG readings in memory…
    expect(Math.max(...backlog)).toBeLessThanOrEqual(MAX_BACKLOG);
    // …because acknowledgements waited for room (the bound was really reached).
    const metrics = await (await fetch(`${server.url}/metrics`)).text();
    expect(Number(/^pfs_ingest_acks_held_total (\d+)/m.exec(metrics)?.[1])).toBeGreaterThan(0);

    const health = async () =>
      ((await (await fetch(`${server.url}${getHealth.url}`)).json()) as { data: { ingest: { pending: number; dropped: number } } }).data.ingest;
    await expect.poll(async () => (await health()).pending, { timeout: 20_000, interval: 200 }).toBe(0);
    expect((await health()).dropped).toBe(0);

    expect(await storedCounts({ dbUrl: db?.url, dataDir, server, code: 'n', sn })).toEqual({
      raw: total,
      distinct_v: total,
      hourly_ct: total,
      daily_ct: total,
    });
  }, 120_000);
});
