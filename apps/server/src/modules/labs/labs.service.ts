import type { Paged } from '@pfs/domain';
import type { SaveTrialBody, TrialDetail, TrialView } from '@pfs/domain/labs';
import type { BatchClimate, BatchDetail, BatchView } from '@pfs/domain/plant';
import { notFound } from '../../lib/app-error.js';
import type { SyslogService } from '../syslog/index.js';
import { trialColumn } from './labs-compare.js';
import type { LabsRepository, TrialBatchRow, TrialFilter, TrialRow } from './labs.repository.js';
import { pagedWith } from '../../lib/paging.js';

/** What the trial page reads of the planting module: its batch detail, batch climate and batch list. */
export type LabsPlanting = {
  detail: (fid: number, batchId: number) => Promise<BatchDetail>;
  climate: (fid: number, batchId: number) => Promise<BatchClimate>;
  batches: (fid: number, kw: string | undefined) => Promise<Paged<BatchView>>;
};

/** 实验: trials comparing batches, and the side-by-side page built from each batch's detail and climate. */
export class LabsService {
  constructor(
    private readonly repo: LabsRepository,
    private readonly planting: LabsPlanting,
    private readonly syslog: SyslogService,
  ) {}

  async list(fid: number, f: TrialFilter): Promise<Paged<TrialView>> {
    return pagedWith(this.repo.list(fid, f), async (rows) => {
      const batches = await this.repo.batchesOf(rows.map((r) => r.trialId));
      return rows.map((r) => view(r, batches));
    });
  }

  async get(fid: number, trialId: number): Promise<TrialView> {
    const row = await this.must(fid, trialId);
    return view(row, await this.repo.batchesOf([trialId]));
  }

  /** The trial with one column per batch. Batches are read one after another: each replays its log. */
  async detail(fid: number, trialId: number): Promise<TrialDetail> {
    const trial = await this.get(fid, trialId);
    const columns: TrialDetail['columns'] = [];
    for (const b of trial.batches) {
      const [d, c] = await Promise.all([this.planting.detail(fid, b.batch_id), this.planting.climate(fid, b.batch_id)]);
      columns.push(trialColumn(b.label, d, c, trial.dish_m2));
    }
    return { trial, columns };
  }

  /** Batches to pick from: the newest 50 matching the words (number, crop, variety). */
  async batchOptions(fid: number, kw: string | undefined) {
    const { items } = await this.planting.batches(fid, kw);
    return items.map((b) => ({ batch_id: b.batch_id, batch_no: b.batch_no, crop: b.crop, variety: b.variety, sow_date: b.sow_date, status: b.status }));
  }

  async save(b: SaveTrialBody, uid: number): Promise<{ trial: TrialView; msg: string }> {
    if (b.trial_id !== undefined) await this.must(b.fid, b.trial_id);
    const own = await this.repo.ownBatchIds(
      b.fid,
      b.batches.map((x) => x.batch_id),
    );
    const foreign = b.batches.find((x) => !own.has(x.batch_id));
    if (foreign) throw notFound(`批次 ${foreign.batch_id} 不存在或不属于本工厂`);
    const v = { name: b.name, goal: b.goal, status: b.status, startDate: b.start_date, endDate: b.end_date, dishM2: b.dish_m2, remark: b.remark };
    const batches = b.batches.map((x) => ({ batchId: x.batch_id, label: x.label }));
    let id = b.trial_id;
    if (id === undefined) id = await this.repo.insert(b.fid, v, batches, uid);
    else await this.repo.update(b.fid, id, v, batches);
    await this.syslog.facEvent({
      fid: b.fid,
      uid,
      type: 'labs',
      detail: `${b.trial_id === undefined ? '新建' : '修改'}实验「${b.name}」（${b.batches.length} 个批次）`,
    });
    return { trial: await this.get(b.fid, id), msg: b.trial_id === undefined ? '实验已创建' : '实验已保存' };
  }

  async remove(fid: number, trialId: number, uid: number): Promise<string> {
    const row = await this.must(fid, trialId);
    await this.repo.remove(fid, trialId);
    await this.syslog.facEvent({ fid, uid, type: 'labs', detail: `删除实验「${row.name}」` });
    return `实验「${row.name}」已删除`;
  }

  private async must(fid: number, trialId: number): Promise<TrialRow> {
    const row = await this.repo.get(fid, trialId);
    if (!row) throw notFound(`实验 ${trialId} 不存在或不属于本工厂`);
    return row;
  }
}

function view(r: TrialRow, batches: readonly TrialBatchRow[]): TrialView {
  return {
    trial_id: r.trialId,
    name: r.name,
    goal: r.goal,
    status: r.status,
    start_date: r.startDate,
    end_date: r.endDate,
    dish_m2: r.dishM2,
    batches: batches
      .filter((x) => x.trialId === r.trialId)
      .map((x) => ({ batch_id: x.batchId, batch_no: x.batchNo, crop: x.crop, variety: x.variety, label: x.label })),
    remark: r.remark,
    created_by_name: r.createdByName,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  };
}
