import { SI_IOT_FRESH_MIN, iotDriftOf, rangeProblemOf, type SaveSiAnswerBody, type SiRecord } from '@pfs/domain/si';
import { badRequest, notFound } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { SiCaseRepository } from './si-case.repository.js';
import type { SiPlanRepository, SiRecordDbRow } from './si-plan.repository.js';
import type { SiPlanService } from './si-plan.service.js';

/** A local day plus some days (calendar arithmetic in UTC, so no clock change shifts it). */
const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** A photo list carries only the factory's own uploads. */
export async function checkPhotos(repo: SiPlanRepository, fid: number, photos: string[]): Promise<void> {
  const own = await repo.ownPhotos(fid, photos);
  if (photos.some((n) => !own.has(n))) throw notFound('照片不存在或不属于本工厂，请重新上传');
}

/** What was found, as the case states it: the reading and its problem, the words and the remark. */
const findingOf = (r: SiRecordDbRow, b: SaveSiAnswerBody, problem: string | null) =>
  [b.value_num === null ? '' : `读数 ${b.value_num}${r.unit}${problem ? `（${problem}）` : ''}`, b.value_text, b.remark].filter(Boolean).join('；') ||
  `${r.name}：异常`;

/**
 * Saves one answer of a plan (each item at once): the range, photo and value rules, the sensor comparison, the
 * plan's counters in the same transaction, a case opened for `err`, and voided when `err` is corrected.
 */
export class SiAnswerService {
  constructor(
    private readonly repo: SiPlanRepository,
    private readonly cases: SiCaseRepository,
    private readonly plans: SiPlanService,
    private readonly clock: Clock,
  ) {}

  async save(b: SaveSiAnswerBody, uid: number): Promise<SiRecord> {
    const plan = await this.plans.must(b.fid, b.plan_id);
    const rec = await this.repo.record(b.fid, b.rcd_id);
    if (!rec || rec.planId !== plan.planId) throw notFound('巡检记录不存在或不属于该计划');
    if (plan.doneAt) throw badRequest('该巡检计划已完成，结果不能再修改');
    if (rec.result === 'act_ok') throw badRequest('该项的异常已处理完成，结果不能再修改');
    const number = rec.answerKind === 'number';
    if (number && b.result !== 'ignore' && b.value_num === null) throw badRequest(`请填写「${rec.name}」的读数`);
    const value = number ? b.value_num : null;
    const problem = value === null ? null : rangeProblemOf(value, rec.min, rec.max, rec.unit);
    if (b.result === 'ok' && problem) throw badRequest(`读数${problem}，不能判为正常`);
    if (rec.photoRequired && b.result !== 'ignore' && b.photos.length === 0) throw badRequest(`「${rec.name}」须拍照，请上传照片`);
    await checkPhotos(this.repo, b.fid, b.photos);
    const now = new Date(this.clock.now());
    const iot = value === null || rec.pointId === null ? undefined : (await this.repo.latest([rec.pointId])).get(rec.pointId);
    const fresh = iot && now.getTime() - iot.ts.getTime() <= SI_IOT_FRESH_MIN * 60_000 ? iot : undefined;
    await this.repo.transaction(async (tx) => {
      // Read again inside: a finish or another answer may have come in between.
      const p = await this.repo.get(b.fid, b.plan_id, tx);
      if (p?.doneAt) throw badRequest('该巡检计划已完成，结果不能再修改');
      await this.repo.updateRecord(tx, rec.rcdId, {
        result: b.result,
        valueNum: value,
        valueText: b.value_text,
        photos: b.photos,
        remark: b.remark,
        problem,
        iotValue: fresh?.v ?? null,
        iotAt: fresh?.ts ?? null,
        iotDrift: fresh && value !== null ? iotDriftOf(value, fresh.v, rec.tolerance ?? 0, rec.unit) : null,
        answeredBy: uid,
        answeredAt: now,
      });
      const live = await this.repo.liveCase(rec.rcdId, tx);
      if (b.result === 'err' && !live) {
        const deadline = addDays(this.clock.today(), plan.caseDays);
        const owner = plan.assigneeUids[0] ?? uid;
        await this.cases.open(tx, {
          fid: b.fid,
          rcdId: rec.rcdId,
          planId: plan.planId,
          finding: findingOf(rec, b, problem),
          ownerUid: owner,
          deadline,
          by: uid,
          at: now,
        });
      } else if (b.result === 'err' && live) {
        await this.cases.update(tx, live.caseId, { finding: findingOf(rec, b, problem) });
      } else if (live?.status === 'open') {
        await this.cases.update(tx, live.caseId, { status: 'void' });
        await this.cases.log(tx, {
          caseId: live.caseId,
          fid: b.fid,
          action: 'void',
          note: `复查结果改为「${b.result === 'ok' ? '正常' : '不适用'}」`,
          by: uid,
          at: now,
        });
      }
      await this.repo.recount(tx, plan.planId);
    });
    const saved = await this.repo.record(b.fid, rec.rcdId);
    return (await this.plans.recordViews(b.fid, [saved!]))[0]!;
  }
}
