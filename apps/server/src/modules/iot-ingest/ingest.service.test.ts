import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { topicOf } from '@pfs/domain/iot-ingest';
import type { FastifyBaseLogger } from 'fastify';
import type { IngestRepository } from './ingest.repository.js';
import { IngestService } from './ingest.service.js';

const quiet = { warn: () => undefined, info: () => undefined } as unknown as FastifyBaseLogger;

/** A repository whose first write waits until released: a flush is running when the next message arrives. */
function slowRepo() {
  const written: number[] = [];
  let release = () => undefined as void;
  const firstWrite = new Promise<void>((r) => (release = r));
  let calls = 0;
  const repo = {
    async writeReadings(rows: { v: number }[]) {
      calls += 1;
      if (calls === 1) await firstWrite;
      written.push(...rows.map((r) => r.v));
      return rows.length;
    },
    async addStats() {},
  } as unknown as IngestRepository;
  return { repo, written, release };
}

describe('IngestService.flush', () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

  it('writes a message taken while an earlier flush is still writing before it resolves', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ingest-'));
    dirs.push(dir);
    const { repo, written, release } = slowRepo();
    const recorded: number[] = [];
    const ports = {
      gateways: { ref: async () => ({ gwId: 1, fid: 1, points: new Map([['t', 7]]) }), pointIds: async () => new Map([['t', 7]]) },
      control: { onAck: async () => true },
    };
    const seqs = { record: async (m: Map<number, number[]>) => void recorded.push(...(m.get(1) ?? [])) };
    const ingest = new IngestService(repo, ports, quiet, { journalDir: dir, seqs });
    const msg = (seq: number) => Buffer.from(JSON.stringify({ seq, points: { t: [{ ts: Date.now() - 1000 + seq, v: seq }] } }));

    await ingest.handle(topicOf('gw1', 'telemetry'), msg(1));
    const first = ingest.flush(); // blocked in its write
    await ingest.handle(topicOf('gw1', 'telemetry'), msg(2));
    const second = ingest.flush();
    release();
    await second;
    expect(written).toEqual([1, 2]);
    expect(recorded).toEqual([1, 2]);
    await first;
    await ingest.stop();
  });
});
