import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { EXPORT_CAPS, ExportService } from './export.service.js';
import type { HistoryService } from './history.service.js';

/** A history whose raw reads wait until released: jobs stay running as long as the test needs. */
function slowHistory() {
  const gates: (() => void)[] = [];
  const history = {
    resolvePoints: async (_fid: number, ids: number[]) => ids.map((id) => ({ point_id: id, gw_name: '网关', name: `点${id}`, code: `p${id}`, unit: '' })),
    repo: {
      timeZone: 'Asia/Shanghai',
      readingCounts: async (ids: number[]) => new Map(ids.map((id) => [id, 1])),
      rawChunk: () => new Promise<never[]>((resolve) => gates.push(() => resolve([]))),
    },
  } as unknown as HistoryService;
  return { history, releaseAll: () => gates.splice(0).forEach((g) => g()) };
}

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));
const log = { error: () => undefined } as unknown as FastifyBaseLogger;
const req = { point_ids: [1], start: new Date('2026-03-01T00:00:00Z'), end: new Date('2026-03-02T00:00:00Z'), grain: 'raw' as const, format: 'csv' as const };

function service() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pfs-export-'));
  dirs.push(dir);
  const slow = slowHistory();
  return { exports: new ExportService(slow.history, dir, 60_000, log), ...slow };
}

describe('export files', () => {
  it('a file that cannot be written fails the job, not the process', async () => {
    const { exports, releaseAll } = service();
    fs.rmSync(dirs[0]!, { recursive: true, force: true });
    const job = await exports.create(1, req, 1);
    releaseAll();
    await new Promise((r) => setTimeout(r, 100));
    expect(exports.get(1, job.job_id)).toMatchObject({ state: 'failed', error: '导出失败，请稍后重试' });
    exports.stop();
  });
});

describe('export job caps', () => {
  it('one running job per user; a busy factory does not hold up another factory', async () => {
    const { exports, releaseAll } = service();
    await exports.create(1, req, 11);
    await expect(exports.create(1, req, 11)).rejects.toMatchObject({ status: 429, message: '您已有导出任务正在进行，请等它完成后再导出' });
    await exports.create(1, req, 12);
    await expect(exports.create(1, req, 13)).rejects.toMatchObject({ status: 429, message: '本工厂正在进行的导出任务较多，请稍后再试' });
    // Factory 2 still exports while factory 1 is at its cap.
    expect((await exports.create(2, req, 21)).state).toBe('running');
    releaseAll();
    await new Promise((r) => setTimeout(r, 100));
    exports.stop();
  });

  it('keeps a bound on jobs running in the whole server', async () => {
    const { exports, releaseAll } = service();
    let uid = 100;
    const factories = EXPORT_CAPS.total / EXPORT_CAPS.perFactory;
    for (let fid = 1; fid <= factories; fid++) for (let i = 0; i < EXPORT_CAPS.perFactory; i++) await exports.create(fid, req, uid++);
    await expect(exports.create(factories + 1, req, uid)).rejects.toMatchObject({ status: 429, message: '正在进行的导出任务较多，请稍后再试' });
    // Concurrent calls cannot all slip past the check.
    releaseAll();
    await new Promise((r) => setTimeout(r, 50));
    const burst = await Promise.allSettled(Array.from({ length: 10 }, (_, i) => exports.create(50, req, 500 + i)));
    expect(burst.filter((r) => r.status === 'fulfilled')).toHaveLength(EXPORT_CAPS.perFactory);
    releaseAll();
    await new Promise((r) => setTimeout(r, 100));
    exports.stop();
  });
});
