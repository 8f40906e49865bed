import type { Paged } from '@pfs/domain';
import { periodLabel, type SiCase, type SiCaseDetail, type SiCaseStatus } from '@pfs/domain/si';
import { badRequest, notFound } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { PageArgs } from '../../lib/paging.js';
import { checkPhotos } from './si-answer.service.js';
import type { SiCaseListRow, SiCaseRepository } from './si-case.repository.js';
import type { SiPeople } from './si-people.js';
import type { SiPlanRepository } from './si-plan.repository.js';
import type { SiPlanService } from './si-plan.service.js';
import { siPhotoOf } from './si-views.js';

export type SiCaseListArgs = PageArgs & { status?: SiCaseStatus | 'overdue'; owner_uid?: number; from?: string; to?: string; kw?: string };
type CodesOf = (uid: number, fid: number) => Promise<string[] | null>;
type Note = { fid: number; case_id: number; note: string; photos: string[] };

/** 异常处理: the cases `err` answers open, followed by notes and assignment to their handling (record → act_ok). */
export class SiCaseService {
  constructor(
    private readonly repo: SiCaseRepository,
    private readonly plansRepo: SiPlanRepository,
    private readonly plans: SiPlanService,
    private readonly people: SiPeople,
    private readonly clock: Clock,
    private readonly codesOf: CodesOf,
  ) {}

  async list(fid: number, f: SiCaseListArgs): Promise<Paged<SiCase>> {
    const { rows, total } = await this.repo.list(fid, f, this.clock.today(), this.clock.timeZone);
    return { items: await this.views(rows), total_ct: total };
  }

  async detail(fid: number, caseId: number, uid: number): Promise<SiCaseDetail> {
    const row = await this.must(fid, caseId);
    const [[view], rec, logs, codes] = await Promise.all([
      this.views([row]),
      this.plansRepo.record(fid, row.c.rcdId),
      this.repo.logs(caseId),
      this.codesOf(uid, fid),
    ]);
    const [record] = await this.plans.recordViews(fid, [rec!]);
    const names = await this.people.names(logs.map((l) => l.byUid));
    return {
      case: view!,
      record: record!,
      logs: logs.map((l) => ({
        at: l.at.toISOString(),
        by_name: l.byUid === null ? '' : (names.get(l.byUid) ?? ''),
        action: l.action,
        note: l.note,
        photos: l.photos.map(siPhotoOf),
      })),
      can_handle: row.c.status === 'open' && !!codes?.includes('si.edit'),
    };
  }

  async note(b: Note, uid: number): Promise<SiCaseDetail> {
    await this.mustOpen(b.fid, b.case_id);
    await checkPhotos(this.plansRepo, b.fid, b.photos);
    await this.repo.log(undefined, { caseId: b.case_id, fid: b.fid, action: 'note', note: b.note, photos: b.photos, by: uid, at: new Date(this.clock.now()) });
    return this.detail(b.fid, b.case_id, uid);
  }

  async assign(b: { fid: number; case_id: number; owner_uid: number; deadline: string }, uid: number): Promise<SiCaseDetail> {
    await this.mustOpen(b.fid, b.case_id);
    if (!(await this.people.members(b.fid, [b.owner_uid])).has(b.owner_uid)) throw notFound(`负责人（${b.owner_uid}）不是本工厂的成员`);
    if (b.deadline < this.clock.today()) throw badRequest('整改期限不能早于今天');
    const name = (await this.people.names([b.owner_uid])).get(b.owner_uid) ?? '';
    const at = new Date(this.clock.now());
    await this.repo.transaction(async (tx) => {
      await this.repo.update(tx, b.case_id, { ownerUid: b.owner_uid, deadline: b.deadline });
      await this.repo.log(tx, { caseId: b.case_id, fid: b.fid, action: 'assign', note: `指派给 ${name}，整改期限 ${b.deadline}`, by: uid, at });
    });
    return this.detail(b.fid, b.case_id, uid);
  }

  /** Handled: the record reads 「处理后正常」 (still counted as an abnormality of its plan), the log keeps how. */
  async handle(b: Note, uid: number): Promise<SiCaseDetail> {
    const row = await this.mustOpen(b.fid, b.case_id);
    await checkPhotos(this.plansRepo, b.fid, b.photos);
    const at = new Date(this.clock.now());
    await this.repo.transaction(async (tx) => {
      await this.repo.update(tx, b.case_id, { status: 'handled', handledAt: at, handledBy: uid });
      await this.repo.log(tx, { caseId: b.case_id, fid: b.fid, action: 'handle', note: b.note, photos: b.photos, by: uid, at });
      await this.plansRepo.updateRecord(tx, row.c.rcdId, { result: 'act_ok' });
      await this.plansRepo.recount(tx, row.c.planId);
    });
    return this.detail(b.fid, b.case_id, uid);
  }

  private async must(fid: number, caseId: number): Promise<SiCaseListRow> {
    const row = await this.repo.get(fid, caseId);
    if (!row) throw notFound('异常不存在或不属于本工厂');
    return row;
  }

  private async mustOpen(fid: number, caseId: number): Promise<SiCaseListRow> {
    const row = await this.must(fid, caseId);
    if (row.c.status !== 'open') throw badRequest(row.c.status === 'handled' ? '该异常已处理完成' : '该异常已撤销');
    return row;
  }

  async views(rows: SiCaseListRow[]): Promise<SiCase[]> {
    const names = await this.people.names(rows.flatMap((r) => [r.c.ownerUid, r.c.openedBy, r.c.handledBy]));
    const today = this.clock.today();
    const name = (uid: number | null) => (uid === null ? null : (names.get(uid) ?? ''));
    return rows.map(({ c, ...r }) => ({
      case_id: c.caseId,
      rcd_id: c.rcdId,
      plan_id: c.planId,
      period_label: periodLabel(r.period, r.periodStart),
      rule_name: r.ruleName,
      item_name: r.itemName,
      target_name: r.targetName,
      finding: c.finding,
      owner_uid: c.ownerUid,
      owner_name: name(c.ownerUid),
      deadline: c.deadline,
      overdue: c.status === 'open' && c.deadline < today,
      status: c.status,
      opened_at: c.openedAt.toISOString(),
      opened_by_name: name(c.openedBy) ?? '',
      handled_at: c.handledAt?.toISOString() ?? null,
      handled_by_name: name(c.handledBy),
      handle_hours: c.handledAt ? Math.round(((c.handledAt.getTime() - c.openedAt.getTime()) / 3_600_000) * 10) / 10 : null,
    }));
  }
}
