import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import mqtt from 'mqtt';
import { topicOf } from '@pfs/domain/iot-ingest';
import { IngestJournal } from '../src/modules/iot-ingest/ingest-journal.js';
import { isPg, publishNumbered, startIngestServer, storedCounts, tempDir, undoAfterAll } from './iot-reliability-support.js';

/**
 * kill -9 of the server while a gateway streams numbered readings (QoS 1): after a restart every reading is
 * stored exactly once and the rollups count each once. PGlite run: embedded broker (it dies with the server; the
 * gateway re-sends what was not acknowledged). PostgreSQL run: Mosquitto (the server's persistent session holds
 * what arrives while it is down).
 */
describe(`kill -9 during ingest (${isPg ? 'PostgreSQL + Mosquitto' : 'PGlite + embedded broker'})`, () => {
  const dataDir = tempDir('pfs-rel-crash-');
  const cleanup = undoAfterAll(dataDir);

  it('stores every reading exactly once after a crash and restart', async () => {
    const { server, db, brokerUrl } = await startIngestServer(cleanup, { DATA_DIR: dataDir });
    const sn = `crash-${Date.now().toString(36)}${isPg ? 'p' : 'l'}`;
    const { secret } = await server.createGateway(sn);

    const gw = await mqtt.connectAsync(brokerUrl, { clientId: `gw-${sn}`, username: sn, password: secret, clean: true, reconnectPeriod: 250, connectTimeout: 2000 });
    gw.on('error', () => undefined);
    cleanup.push(() => gw.endAsync(true));
    await gw.publishAsync(topicOf(sn, 'birth'), JSON.stringify({ ts: Date.now(), points: [{ code: 'n', kind: 'sensor' }] }), { qos: 1 });
    await new Promise((r) => setTimeout(r, 300));

    const total = 12_000;
    let restarted: Promise<void> | null = null;
    await publishNumbered(gw, sn, {
      code: 'n',
      total,
      perMsg: 40,
      t0: Date.now() - 4 * 3_600_000,
      // A third in, the server dies mid-stream (acknowledged readings still on their way to the database).
      onAck: (acked) => {
        if (acked >= total / 3 && !restarted) restarted = server.kill9().then(() => server.start());
      },
    });
    await restarted;
    expect(server.alive).toBe(true);

    const query = () => storedCounts({ dbUrl: db?.url, dataDir, server, code: 'n', sn });
    const want = { raw: total, distinct_v: total, hourly_ct: total, daily_ct: total };
    if (db) await expect.poll(query, { timeout: 20_000, interval: 300 }).toEqual(want);
    else expect(await query()).toEqual(want);
    // Nothing is left waiting in the journal once written.
    if (!db) expect(fs.readdirSync(path.join(dataDir, 'ingest-journal'))).toEqual([]);
  }, 90_000);

  it('replays a journaled birth before the readings of the points it announced', async () => {
    // The journal as a server killed right after acknowledging a birth and the first telemetry of its new point
    // leaves it: with an external broker the gateway stays connected and would not send that birth again.
    const dir = tempDir('pfs-rel-birth-');
    cleanup.push(async () => fs.rmSync(dir, { recursive: true, force: true }));
    const { server, db } = await startIngestServer(cleanup, { DATA_DIR: dir });
    const sn = `birth-${Date.now().toString(36)}${isPg ? 'p' : 'l'}`;
    await server.createGateway(sn);
    await server.stop();
    const journal = new IngestJournal(path.join(dir, 'ingest-journal'));
    journal.recover();
    const t0 = Date.now() - 60_000;
    journal.append(topicOf(sn, 'birth'), Buffer.from(JSON.stringify({ ts: t0, points: [{ code: 'j', kind: 'sensor' }] })));
    const readings = Array.from({ length: 30 }, (_, i) => ({ ts: t0 + i * 1000, v: i }));
    journal.append(topicOf(sn, 'telemetry'), Buffer.from(JSON.stringify({ seq: 1, points: { j: readings } })));
    journal.close();

    await server.start();
    const query = () => storedCounts({ dbUrl: db?.url, dataDir: dir, server, code: 'j', sn });
    const want = { raw: 30, distinct_v: 30, hourly_ct: 30, daily_ct: 30 };
    if (db) await expect.poll(query, { timeout: 20_000, interval: 300 }).toEqual(want);
    else expect(await query()).toEqual(want);
  }, 90_000);
});
