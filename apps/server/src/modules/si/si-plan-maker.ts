import { and, asc, eq, inArray } from 'drizzle-orm';
import { periodStartOf, planWindowOf } from '@pfs/domain/si';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { PeriodicJob } from '../../lib/periodic-job.js';
import { facilityModuleTable } from '../facility/index.js';
import { tallyPlanTargets } from './si-plan-targets.js';
import { siItemTable, siPlanTable, siRecordTable, siRuleTable } from './si.table.js';
import { targetNameOf, type SiTargets } from './si-targets.js';

type Log = { warn: (o: object, m: string) => void };
type Rule = typeof siRuleTable.$inferSelect;

/** Plans are made this often (and at start), so a new period's plan is there within minutes of its start. */
export const SI_PLAN_MAKE_EVERY_MS = 10 * 60_000;

/**
 * Makes the plan of the current period of every enabled rule of the factories with inspections: the rule's name,
 * window, assignees and case days copied, and one record per enabled item in the rule's order, the item copied.
 * A plan is unique per rule and period start, so makers running at once (two instances, a save) make one plan.
 */
export class SiPlanMaker extends PeriodicJob {
  constructor(
    private readonly db: Db,
    private readonly targets: SiTargets,
    private readonly clock: Clock,
    log: Log,
  ) {
    super(log, SI_PLAN_MAKE_EVERY_MS, '巡检计划生成失败');
  }

  override start() {
    super.start();
    // At start too: the current period's plans are there before the first tick.
    void this.runOnce().catch((err: Error) => this.log.warn({ err: err.message }, '巡检计划生成失败'));
  }

  /** Every factory's plans of the current period; answers how many plans were made. */
  async runOnce(): Promise<number> {
    const rules = await this.db
      .select({ r: siRuleTable })
      .from(siRuleTable)
      .innerJoin(facilityModuleTable, and(eq(facilityModuleTable.fid, siRuleTable.fid), eq(facilityModuleTable.mcode, 'si')))
      .where(eq(siRuleTable.status, 'enabled'))
      .orderBy(asc(siRuleTable.srId));
    let made = 0;
    for (const { r } of rules) if (await this.make(r)) made++;
    return made;
  }

  /**
   * One rule's plan of the current period, after it was saved or enabled. With `remake`, a plan of this period that
   * nobody has answered is made again from the rule as it is now.
   */
  async makeFor(fid: number, srId: number, o: { remake: boolean }): Promise<void> {
    const [r] = await this.db
      .select()
      .from(siRuleTable)
      .where(and(eq(siRuleTable.fid, fid), eq(siRuleTable.srId, srId), eq(siRuleTable.status, 'enabled')));
    if (!r) return;
    if (o.remake) {
      const p = siPlanTable;
      const [plan] = await this.db
        .select()
        .from(p)
        .where(and(eq(p.srId, srId), eq(p.periodStart, periodStartOf(r.period, this.clock.today()))));
      if (plan && plan.answeredCt === 0 && plan.doneAt === null) await this.db.delete(p).where(and(eq(p.planId, plan.planId), eq(p.answeredCt, 0)));
    }
    await this.make(r);
  }

  private async make(r: Rule): Promise<boolean> {
    const start = periodStartOf(r.period, this.clock.today());
    const existing = await this.db
      .select({ id: siPlanTable.planId })
      .from(siPlanTable)
      .where(and(eq(siPlanTable.srId, r.srId), eq(siPlanTable.periodStart, start)));
    if (existing.length) return false;
    const found = await this.db
      .select()
      .from(siItemTable)
      .where(and(eq(siItemTable.fid, r.fid), inArray(siItemTable.ciId, r.ciIds), eq(siItemTable.status, 'enabled')));
    const byId = new Map(found.map((i) => [i.ciId, i]));
    const items = r.ciIds.flatMap((id) => byId.get(id) ?? []);
    if (items.length === 0) return false;
    const targets = await this.targets.of(r.fid, items);
    const w = planWindowOf(
      { period: r.period, due_day: r.dueDay, start_time: r.startTime, end_time: r.endTime, late_min: r.lateMin },
      start,
      this.clock.timeZone,
    );
    return this.db.transaction(async (tx) => {
      const [plan] = await tx
        .insert(siPlanTable)
        .values({
          fid: r.fid,
          srId: r.srId,
          ruleName: r.name,
          period: r.period,
          periodStart: start,
          windowStart: w.window_start,
          dueAt: w.due_at,
          lateAt: w.late_at,
          dueDay: this.clock.dayOf(w.due_at),
          assigneeRoleId: r.assigneeRoleId,
          assigneeUids: r.assigneeUids,
          caseDays: r.caseDays,
          itemCt: items.length,
        })
        .onConflictDoNothing({ target: [siPlanTable.srId, siPlanTable.periodStart] })
        .returning({ id: siPlanTable.planId });
      if (!plan) return false;
      await tx.insert(siRecordTable).values(
        items.map((i, n) => ({
          fid: r.fid,
          planId: plan.id,
          ciId: i.ciId,
          seq: n + 1,
          name: i.name,
          targetKind: i.targetKind,
          targetId: i.targetId,
          targetName: targetNameOf(i, targets),
          areaId: i.targetId === null ? null : (targets.get(`${i.targetKind}:${i.targetId}`)?.areaId ?? null),
          method: i.method,
          standard: i.standard,
          answerKind: i.answerKind,
          unit: i.unit,
          min: i.min,
          max: i.max,
          photoRequired: i.photoRequired,
          pointId: i.pointId,
          tolerance: i.tolerance,
        })),
      );
      await tallyPlanTargets(tx, [plan.id]);
      return true;
    });
  }
}
