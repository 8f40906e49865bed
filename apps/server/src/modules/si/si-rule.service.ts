import type { Paged } from '@pfs/domain';
import { periodStartOf, nextPeriodStart, planWindowOf, type SaveSiRuleBody, type SiRule } from '@pfs/domain/si';
import { notFound } from '../../lib/app-error.js';
import { pagedWith } from '../../lib/paging.js';
import type { Clock } from '../../lib/clock.js';
import type { SyslogService } from '../syslog/index.js';
import type { SiItemRepository } from './si-item.repository.js';
import type { SiRuleFilter, SiRuleRepository, SiRuleRow } from './si-rule.repository.js';
import { assigneeNamesOf, type SiPeople } from './si-people.js';
import { targetNameOf, type SiTargets } from './si-targets.js';
import type { SiPlanMaker } from './si-plan-maker.js';

/** 巡检规则: items grouped into a plan a period. Saving or enabling a rule makes its plan of the current period. */
export class SiRuleService {
  constructor(
    private readonly repo: SiRuleRepository,
    private readonly items: SiItemRepository,
    private readonly targets: SiTargets,
    private readonly people: SiPeople,
    private readonly maker: SiPlanMaker,
    private readonly clock: Clock,
    private readonly syslog: SyslogService,
  ) {}

  list(fid: number, f: SiRuleFilter): Promise<Paged<SiRule>> {
    return pagedWith(this.repo.list(fid, f), (rows) => this.views(fid, rows));
  }

  async get(fid: number, srId: number): Promise<SiRule> {
    return (await this.views(fid, [await this.must(fid, srId)]))[0]!;
  }

  options(fid: number) {
    return this.repo.options(fid);
  }

  async save(b: SaveSiRuleBody, uid: number): Promise<SiRule> {
    if (b.sr_id !== undefined) await this.must(b.fid, b.sr_id);
    const own = new Set((await this.items.byIds(b.fid, b.ci_ids)).map((i) => i.ciId));
    const foreign = b.ci_ids.find((id) => !own.has(id));
    if (foreign !== undefined) throw notFound(`巡检项（${foreign}）不存在或不属于本工厂`);
    if (b.assignee_role_id !== null && !(await this.people.roleNames(b.fid, [b.assignee_role_id])).size)
      throw notFound(`角色（${b.assignee_role_id}）不存在或不属于本工厂`);
    const members = await this.people.members(b.fid, b.assignee_uids);
    const stranger = b.assignee_uids.find((u) => !members.has(u));
    if (stranger !== undefined) throw notFound(`负责人（${stranger}）不是本工厂的成员`);
    const v = {
      name: b.name,
      period: b.period,
      dueDay: b.due_day,
      startTime: b.start_time,
      endTime: b.end_time,
      lateMin: b.late_min,
      ciIds: b.ci_ids,
      assigneeRoleId: b.assignee_role_id,
      assigneeUids: b.assignee_uids,
      caseDays: b.case_days,
      status: b.status,
      remark: b.remark,
    };
    const id = b.sr_id ?? (await this.repo.insert(b.fid, v));
    if (b.sr_id !== undefined) await this.repo.update(b.fid, id, v);
    // An edit re-makes the current plan only while nobody has answered it.
    if (b.status === 'enabled') await this.maker.makeFor(b.fid, id, { remake: b.sr_id !== undefined });
    await this.syslog.facEvent({ fid: b.fid, uid, type: 'setting', detail: `${b.sr_id === undefined ? '新增' : '修改'}巡检规则「${b.name}」` });
    return this.get(b.fid, id);
  }

  /** Enables, disables or deletes a rule; its plans and records stay. Enabling makes the current plan. */
  async setStatus(fid: number, srId: number, status: 'enabled' | 'disabled' | 'del', uid: number): Promise<void> {
    const rule = await this.must(fid, srId);
    await this.repo.update(fid, srId, { status });
    if (status === 'enabled') await this.maker.makeFor(fid, srId, { remake: false });
    const word = { enabled: '启用', disabled: '停用', del: '删除' }[status];
    await this.syslog.facEvent({ fid, uid, type: 'setting', detail: `${word}巡检规则「${rule.name}」` });
  }

  private async must(fid: number, srId: number): Promise<SiRuleRow> {
    const row = await this.repo.get(fid, srId);
    if (!row) throw notFound('巡检规则不存在或不属于本工厂');
    return row;
  }

  /** The next due time of an enabled rule: this period's when still ahead, else the next period's. */
  private nextDueAt(r: SiRuleRow): string | null {
    if (r.status !== 'enabled') return null;
    const timing = { period: r.period, due_day: r.dueDay, start_time: r.startTime, end_time: r.endTime, late_min: r.lateMin };
    const start = periodStartOf(r.period, this.clock.today());
    let w = planWindowOf(timing, start, this.clock.timeZone);
    if (w.due_at.getTime() <= this.clock.now()) w = planWindowOf(timing, nextPeriodStart(r.period, start), this.clock.timeZone);
    return w.due_at.toISOString();
  }

  private async views(fid: number, rows: SiRuleRow[]): Promise<SiRule[]> {
    const items = await this.items.byIds(fid, [...new Set(rows.flatMap((r) => r.ciIds))]);
    const [targets, roles, names] = await Promise.all([
      this.targets.of(fid, items),
      this.people.roleNames(
        fid,
        rows.map((r) => r.assigneeRoleId),
      ),
      this.people.names(rows.flatMap((r) => r.assigneeUids)),
    ]);
    const byId = new Map(items.map((i) => [i.ciId, i]));
    return rows.map((r) => {
      const its = r.ciIds.flatMap((id) => {
        const i = byId.get(id);
        return i ? [{ ci_id: i.ciId, name: i.name, target_name: targetNameOf(i, targets) }] : [];
      });
      return {
        sr_id: r.srId,
        name: r.name,
        period: r.period,
        due_day: r.dueDay,
        start_time: r.startTime,
        end_time: r.endTime,
        late_min: r.lateMin,
        items: its,
        item_ct: its.length,
        assignee_role_id: r.assigneeRoleId,
        assignee_role_name: r.assigneeRoleId === null ? null : (roles.get(r.assigneeRoleId) ?? null),
        assignees: r.assigneeUids.map((uid) => ({ uid, cname: names.get(uid) ?? '' })),
        assignee_names: assigneeNamesOf(r.assigneeRoleId, r.assigneeUids, roles, names),
        case_days: r.caseDays,
        status: r.status as 'enabled' | 'disabled',
        remark: r.remark,
        next_due_at: this.nextDueAt(r),
        plan_ct: r.planCt,
        updated_at: r.updatedAt.toISOString(),
      };
    });
  }
}
