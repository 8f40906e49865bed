import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  HISTORY_GRAIN_LABELS,
  HISTORY_LIMITS,
  checkExportRange,
  type CreateIotExportBody,
  type ExportFormat,
  type ExportJob,
  type HistoryPointMeta,
} from '@pfs/domain/iot-history';
import { AppError, badRequest, notFound } from '../../lib/app-error.js';
import { ExportFolder, randomFileName } from '../list-export/index.js';
import type { HistoryService } from './history.service.js';
import { openSink, type Cell, type RowSink } from './export.writer.js';

export type ExportRequest = Omit<CreateIotExportBody, 'fid'>;
type Job = ExportJob & { fid: number; uid: number; total: number; path: string | null };
type ChunkRow = { key: number | string; t: string; pointId: number; v?: number; avg?: number; min?: number; max?: number };

/**
 * Jobs running at once: one per user, two per factory (so one factory cannot hold up another's exports) and a
 * bound for the whole server.
 */
export const EXPORT_CAPS = { perUser: 1, perFactory: 2, total: 6 };
/** Raw readings are read in pages of this many rows: memory stays flat for a year of data. */
const RAW_CHUNK_ROWS = 20_000;
const HOURLY_WINDOW_MS = 31 * 86_400_000;
export const EXPORT_FILE_PATTERN = /^[0-9a-f]{32}\.(csv|xlsx)$/;

const label = (p: HistoryPointMeta) => `${p.gw_name} ${p.name || p.code}`;
const withUnit = (s: string, unit: string) => (unit ? `${s}（${unit}）` : s);

/** Export jobs: history of chosen points written to a CSV or Excel file, downloadable once done for a limited time. */
export class ExportService extends ExportFolder {
  private readonly jobs = new Map<string, Job>();

  constructor(
    private readonly history: HistoryService,
    dir: string,
    ttlMs: number,
    private readonly log: FastifyBaseLogger,
  ) {
    super(dir, ttlMs, EXPORT_FILE_PATTERN);
  }

  async create(fid: number, req: ExportRequest, uid = 0): Promise<ExportJob> {
    const problem = checkExportRange(req.grain, req.start, req.end);
    if (problem) throw badRequest(problem);
    this.checkCaps(fid, uid);
    const points = await this.history.resolvePoints(fid, req.point_ids);
    const ids = points.map((p) => p.point_id);
    const repo = this.history.repo;
    const total =
      req.grain === 'raw'
        ? [...(await repo.readingCounts(ids, req.start, req.end)).values()].reduce((a, b) => a + b, 0)
        : req.grain === 'hourly'
          ? await repo.rollupCount('hourly', ids, req.start, req.end)
          : await repo.rollupCount('daily', ids, await repo.dayOf(req.start), await repo.dayOf(new Date(req.end.getTime() - 1)));
    // Readings of one gateway share timestamps, so a row holds about one reading per point.
    if (req.format === 'xlsx' && Math.ceil(total / ids.length) > HISTORY_LIMITS.xlsxMaxRows) {
      throw badRequest(`Excel 单个工作表最多约 ${HISTORY_LIMITS.xlsxMaxRows} 行，本次约 ${Math.ceil(total / ids.length)} 行，请缩小时间范围或改用 CSV`);
    }
    const file = randomFileName(req.format);
    // Local time of the factory in the file name, as in the file itself ('sv-SE' formats as YYYY-MM-DD HH:mm).
    const stamp = new Date().toLocaleString('sv-SE', { timeZone: repo.timeZone, hour12: false }).slice(0, 16).replace(/[-: ]/g, '');
    // Checked again with no await before the job is registered: concurrent calls cannot all slip through.
    this.checkCaps(fid, uid);
    const job: Job = { job_id: randomUUID(), fid, uid, state: 'running', progress: 0, rows: 0, total, file: null, path: path.join(this.dir, file), file_name: `物联网${HISTORY_GRAIN_LABELS[req.grain]}_${stamp}.${req.format}`, error: '', expires_at: null };
    this.jobs.set(job.job_id, job);
    void this.run(job, file, points, req).catch((err: unknown) => this.log.error({ err, job_id: job.job_id }, 'iot export failed'));
    return this.view(job);
  }

  private checkCaps(fid: number, uid: number) {
    const running = [...this.jobs.values()].filter((j) => j.state === 'running');
    if (uid && running.some((j) => j.uid === uid)) throw new AppError(429, '您已有导出任务正在进行，请等它完成后再导出');
    if (running.filter((j) => j.fid === fid).length >= EXPORT_CAPS.perFactory) throw new AppError(429, '本工厂正在进行的导出任务较多，请稍后再试');
    if (running.length >= EXPORT_CAPS.total) throw new AppError(429, '正在进行的导出任务较多，请稍后再试');
  }

  get(fid: number, jobId: string): ExportJob {
    const job = this.jobs.get(jobId);
    if (!job || job.fid !== fid) throw notFound('导出任务不存在或已过期');
    return this.view(job);
  }

  /** A finished job's file by its exact random name; nothing else in the directory is reachable. */
  download(file: string): { path: string; name: string; format: ExportFormat } | null {
    if (!EXPORT_FILE_PATTERN.test(file)) return null;
    const job = [...this.jobs.values()].find((j) => j.file === file && j.state === 'done');
    if (!job?.path || (job.expires_at ?? 0) < Date.now() || !fs.existsSync(job.path)) return null;
    return { path: job.path, name: job.file_name, format: file.endsWith('.csv') ? 'csv' : 'xlsx' };
  }

  private view({ job_id, state, progress, rows, file, file_name, error, expires_at }: Job): ExportJob {
    return { job_id, state, progress, rows, file, file_name, error, expires_at };
  }

  private async run(job: Job, file: string, points: HistoryPointMeta[], req: ExportRequest) {
    const col = new Map(points.map((p, i) => [p.point_id, i]));
    const header =
      req.grain === 'raw'
        ? ['时间', ...points.map((p) => withUnit(label(p), p.unit))]
        : [req.grain === 'daily' ? '日期' : '小时', ...points.flatMap((p) => ['平均', '最小', '最大'].map((k) => withUnit(`${label(p)} ${k}`, p.unit)))];
    const width = req.grain === 'raw' ? 1 : 3;
    let sink: RowSink | null = null;
    let read = 0;
    type OpenRow = { key: number | string; cells: Cell[] };
    let cur = null as OpenRow | null;
    try {
      sink = openSink(req.format, job.path!, header, HISTORY_GRAIN_LABELS[req.grain]);
      for await (const chunk of this.chunks(req, points.map((p) => p.point_id))) {
        read += chunk.length;
        const out: Cell[][] = [];
        for (const r of chunk) {
          if (!cur || cur.key !== r.key) {
            if (cur) out.push(cur.cells);
            cur = { key: r.key, cells: [r.t, ...Array<Cell>(points.length * width).fill(null)] };
          }
          const at = 1 + col.get(r.pointId)! * width;
          if (req.grain === 'raw') cur.cells[at] = r.v!;
          else [cur.cells[at], cur.cells[at + 1], cur.cells[at + 2]] = [r.avg!, r.min!, r.max!];
        }
        // The last row stays open: the next chunk may carry more points of the same time.
        await this.write(job, sink, req.format, out);
        job.progress = Math.min(99, Math.floor((read / Math.max(1, job.total)) * 100));
      }
      if (cur) await this.write(job, sink, req.format, [cur.cells]);
      await sink.close();
      Object.assign(job, { state: 'done', progress: 100, file, expires_at: Date.now() + this.ttlMs });
    } catch (err) {
      sink?.abort();
      fs.rmSync(job.path!, { force: true });
      const msg = err instanceof AppError ? err.message : '导出失败，请稍后重试';
      Object.assign(job, { state: 'failed', error: msg, path: null, expires_at: Date.now() + this.ttlMs });
      if (!(err instanceof AppError)) this.log.error({ err, job_id: job.job_id }, 'iot export failed');
    }
  }

  private async write(job: Job, sink: RowSink, format: ExportFormat, rows: Cell[][]) {
    if (format === 'xlsx' && job.rows + rows.length > HISTORY_LIMITS.xlsxMaxRows) throw badRequest('超过 Excel 单个工作表的行数上限，请缩小时间范围或改用 CSV');
    await sink.writeRows(rows);
    job.rows += rows.length;
  }

  /** Time windows in order; rows within a window come ordered by time then point. */
  private async *chunks(req: ExportRequest, ids: number[]): AsyncGenerator<ChunkRow[]> {
    const repo = this.history.repo;
    if (req.grain === 'daily') {
      const rows = await repo.dailyChunk(ids, await repo.dayOf(req.start), await repo.dayOf(new Date(req.end.getTime() - 1)));
      yield rows.map((r) => ({ ...r, key: r.t }));
      return;
    }
    if (req.grain === 'hourly') {
      for (let from = req.start.getTime(); from < req.end.getTime(); from += HOURLY_WINDOW_MS) {
        const rows = await repo.hourlyChunk(ids, new Date(from), new Date(Math.min(from + HOURLY_WINDOW_MS, req.end.getTime())));
        yield rows.map((r) => ({ ...r, key: r.t }));
      }
      return;
    }
    // Raw: keyset pages on (ts, point), however unevenly the readings spread over the range.
    let after: { ts: Date; pointId: number } | null = null;
    for (;;) {
      const rows = await repo.rawChunk(ids, req.start, req.end, after, RAW_CHUNK_ROWS);
      if (rows.length > 0) yield rows.map((r) => ({ ...r, key: r.ts.getTime() }));
      if (rows.length < RAW_CHUNK_ROWS) return;
      after = rows[rows.length - 1]!;
    }
  }

  protected override sweep() {
    const now = Date.now();
    for (const [id, job] of this.jobs) {
      if (job.expires_at !== null && job.expires_at < now) {
        if (job.path) fs.rmSync(job.path, { force: true });
        this.jobs.delete(id);
      }
    }
  }
}
