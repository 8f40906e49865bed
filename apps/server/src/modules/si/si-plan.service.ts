import type { Paged } from '@pfs/domain';
import type { SiPlan, SiPlanDetail, SiPlanStatus, SiPeriod, SiRecord } from '@pfs/domain/si';
import { badRequest, notFound } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { PageArgs } from '../../lib/paging.js';
import type { SiPlanRepository, SiPlanRow, SiRecordDbRow } from './si-plan.repository.js';
import { assigneeNamesOf, type SiPeople } from './si-people.js';
import type { SiTargets } from './si-targets.js';
import { planView, recordView } from './si-views.js';

export type SiPlanListArgs = PageArgs & { from?: string; to?: string; sr_id?: number; period?: SiPeriod; status?: SiPlanStatus; uid?: number; mine?: boolean };
type CodesOf = (uid: number, fid: number) => Promise<string[] | null>;

/** 巡检计划: the plans made by rule, their detail with what sensors and alarms say now, and finishing them. */
export class SiPlanService {
  constructor(
    private readonly repo: SiPlanRepository,
    private readonly people: SiPeople,
    private readonly targets: SiTargets,
    private readonly clock: Clock,
    private readonly codesOf: CodesOf,
  ) {}

  /** `mine` (or `uid`): the plans assigned to that member by name or by role. */
  async list(fid: number, f: SiPlanListArgs, uid: number): Promise<Paged<SiPlan>> {
    const who = f.mine ? uid : f.uid;
    const roleId = who === undefined ? null : await this.people.roleOf(fid, who);
    const { rows, total } = await this.repo.list(fid, { ...f, uid: who, roleId }, new Date(this.clock.now()));
    return { items: await this.views(fid, rows), total_ct: total };
  }

  async must(fid: number, planId: number): Promise<SiPlanRow> {
    const plan = await this.repo.get(fid, planId);
    if (!plan) throw notFound('巡检计划不存在或不属于本工厂');
    return plan;
  }

  async view(fid: number, plan: SiPlanRow): Promise<SiPlan> {
    return (await this.views(fid, [plan]))[0]!;
  }

  async detail(fid: number, planId: number, uid: number): Promise<SiPlanDetail> {
    const plan = await this.must(fid, planId);
    const [view, records, codes] = await Promise.all([this.view(fid, plan), this.repo.records(planId), this.codesOf(uid, fid)]);
    return { plan: view, records: await this.recordViews(fid, records), can_fill: !plan.doneAt && !!codes?.includes('si.edit') };
  }

  /** Finishes a plan once every item is answered; its answers no longer change. */
  async finish(fid: number, planId: number, uid: number): Promise<SiPlan> {
    const plan = await this.must(fid, planId);
    if (plan.doneAt) throw badRequest('该巡检计划已完成');
    const open = (await this.repo.records(planId)).filter((r) => r.result === '-');
    if (open.length) throw badRequest(`还有 ${open.length} 项未巡检：${open.map((r) => r.name).join('、')}`);
    if (!(await this.repo.finish(fid, planId, uid, new Date(this.clock.now())))) throw badRequest('该巡检计划已完成');
    return this.view(fid, await this.must(fid, planId));
  }

  /** Records as the plan detail and a case show them: with names, the point's reading now and the area's open alarms. */
  async recordViews(fid: number, rows: SiRecordDbRow[]): Promise<SiRecord[]> {
    const [names, points, live, alarms, cases] = await Promise.all([
      this.people.names(rows.map((r) => r.answeredBy)),
      this.targets.pointNames(
        fid,
        rows.map((r) => r.pointId),
      ),
      this.repo.latest(rows.map((r) => r.pointId)),
      this.repo.openAlarms(
        fid,
        rows.map((r) => r.areaId),
      ),
      this.repo.casesOf(rows.map((r) => r.rcdId)),
    ]);
    return rows.map((r) => recordView(r, { names, points, live, alarms, cases }));
  }

  private async views(fid: number, rows: SiPlanRow[]): Promise<SiPlan[]> {
    const [roles, names] = await Promise.all([
      this.people.roleNames(
        fid,
        rows.map((p) => p.assigneeRoleId),
      ),
      this.people.names(rows.flatMap((p) => [...p.assigneeUids, p.doneBy])),
    ]);
    const now = new Date(this.clock.now());
    return rows.map((p) => planView(p, now, assigneeNamesOf(p.assigneeRoleId, p.assigneeUids, roles, names), names));
  }
}
