import { WO_OP_LABELS, WO_STATUS_LABELS, type FinishMesWoBody, type MesWoDetail } from '@pfs/domain/mes';
import type { GrowingPhase } from '@pfs/domain/plant';
import type { Tx } from '../../db/client.js';
import { AppError, badRequest, conflict, notFound } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { batchVersion } from './mes-wo-refs.js';
import type { MesWoRepository, WoRow } from './mes-wo.repository.js';
import type { MesWoService } from './mes-wo.service.js';
import type { MesWoDeps, WoMachine } from './mes-wo.services.js';

type Hook = (tx: Tx, eventId: number, batchId: number) => Promise<void>;
/** Someone completed or changed the order between reading it and writing the completion. */
class OrderMoved extends Error {}
/** A part can meet a batch changed by another write since it was read: it is tried once more on the batch as it is. */
const TRIES = 2;

/**
 * 完工: the order's planting event recorded through the batch services (the same checks), the order's progress,
 * labour and log written in the event's transaction by a hook. The order's `version` guards it: the same
 * completion twice records once, the second answering 409 with the order as it is. A refusal by the batch rules
 * leaves the order open, logs the reason on it and answers the batch service's message.
 */
export class MesWoFinish {
  constructor(
    private readonly repo: MesWoRepository,
    private readonly clock: Clock,
    private readonly deps: MesWoDeps,
    private readonly driver: WoMachine,
    private readonly orders: MesWoService,
  ) {}

  async finish(b: FinishMesWoBody, uid: number): Promise<MesWoDetail> {
    const w = await this.repo.row(this.repo.db, b.fid, b.wo_id);
    if (!w) throw notFound(`工单 ${b.wo_id} 不存在`);
    if (w.version !== b.version) throw await this.moved(b, uid);
    this.checkBody(w, b);
    const at = new Date(this.clock.now());
    const labour = b.labour_min ?? Math.max(0, Math.round((at.getTime() - (w.partFrom ?? w.startedAt ?? at).getTime()) / 60_000)) * b.workers;
    // Sowing makes its batch and a protection treats it at once: each is one completion.
    const final = w.op === 'sow' || w.op === 'protect' || w.doneDishes + b.dishes >= w.dishes;
    const hook: Hook = async (tx, eventId, batchId) => {
      if (w.op === 'sow' && w.sourceKey?.startsWith('plan:') && !(await this.deps.planSown(tx, w.fid, Number(w.sourceKey.slice(5)), batchId)))
        throw conflict('这个计划批次已经播种或已释放（订单已取消或重新排产）');
      const done = w.doneDishes + b.dishes;
      const set: Partial<WoRow> = { doneDishes: done, labourMin: w.labourMin + labour, reject: w.reject + b.reject, partFrom: at, batchId };
      if (final) Object.assign(set, { status: 'done', doneAt: at });
      if (!(await this.repo.update(tx, w.woId, b.version, set))) throw new OrderMoved();
      // The machine stops only once the completion is sure to be this one (its gateway is told at once).
      if (final && w.eqId !== null) await this.repo.setEqCount(tx, w.woId, await this.driver.stop(w.fid, w.eqId, w.woId, at, done, tx));
      await this.repo.log(tx, { fid: w.fid, woId: w.woId, action: 'finish', dishes: b.dishes, labourMin: labour, eventId, note: b.remark, byUid: uid, at });
    };
    for (let attempt = 1; ; attempt++) {
      try {
        await this.record(w, b, uid, hook);
        break;
      } catch (err) {
        if (err instanceof OrderMoved) throw await this.moved(b, uid);
        if (err instanceof AppError && err.status === 409) {
          const now = await this.repo.row(this.repo.db, b.fid, b.wo_id);
          if (now?.version !== b.version) throw await this.moved(b, uid);
          if (attempt < TRIES) continue;
        }
        if (err instanceof AppError) await this.repo.log(this.repo.db, { fid: w.fid, woId: w.woId, action: 'refuse', dishes: b.dishes, note: err.message, byUid: uid, at });
        throw err;
      }
    }
    const detail = await this.orders.detail(b.fid, b.wo_id, uid);
    const part = final ? '' : `（部分，${detail.wo.done_dishes}/${detail.wo.dishes} 盘）`;
    await this.deps.syslog.facEvent({ fid: b.fid, uid, type: 'mes', detail: `完工：工单 ${detail.wo.wo_no} ${WO_OP_LABELS[w.op]} ${b.dishes} 盘${part}，工时 ${labour} 分钟` });
    return detail;
  }

  private async moved(b: FinishMesWoBody, uid: number) {
    const d = await this.orders.detail(b.fid, b.wo_id, uid);
    return conflict(`工单 ${d.wo.wo_no} 已被其他人更新（${WO_STATUS_LABELS[d.wo.status]}，已完成 ${d.wo.done_dishes}/${d.wo.dishes} 盘），请按最新状态重新操作`, d);
  }

  private checkBody(w: WoRow, b: FinishMesWoBody) {
    if (w.status !== 'doing') {
      const why = w.status === 'done' || w.status === 'cancelled' ? WO_STATUS_LABELS[w.status] : '尚未开工，请先开工';
      throw badRequest(`工单 ${w.woNo} ${why}，不能完工`);
    }
    const left = w.dishes - w.doneDishes;
    if (b.dishes > left) throw badRequest(`完成盘数 dishes 不能超过剩余的 ${left} 盘`);
    if (b.dishes === 0 && !(w.op === 'harvest' && b.plants !== undefined) && w.op !== 'protect') throw badRequest('完成盘数 dishes 至少为 1 盘');
    if (w.op === 'harvest' && !b.grades?.length) throw badRequest('采收工单完工请填写各等级的采收重量 grades');
    if (w.op === 'protect' && !b.protection) throw badRequest('植保工单完工请填写用药 protection（防治对象、农药、浓度、用量）');
    if (w.op !== 'sow' && w.batchId === null) throw badRequest(`工单 ${w.woNo} 没有批次`);
  }

  /** The order's event through the batch service of its operation, on today, the batch as it now is. */
  private async record(w: WoRow, b: FinishMesWoBody, uid: number, hook: Hook): Promise<void> {
    const { plants, protections } = this.deps;
    const fid = w.fid;
    const date = this.clock.today();
    const remark = b.remark || `工单 ${w.woNo}`;
    if (w.op === 'sow') {
      const body = { fid, spec_id: w.specId, sow_date: date, places: [{ area_id: w.toAreaId!, dishes: b.dishes }], seed_lot_id: b.seed_lot_id, remark };
      await plants.create(fid, body, uid, hook);
      return;
    }
    const batchId = w.batchId!;
    if (w.op === 'protect') {
      await protections.create(fid, uid, { fid, date, ...b.protection!, area_ids: [], batch_ids: [batchId], confirm: b.confirm, remark }, hook);
      return;
    }
    const version = await batchVersion(this.repo.db, batchId);
    const base = { fid, batch_id: batchId, version, date, remark, dishes: b.dishes, plants: b.plants };
    const from = { from_phase: w.fromPhase as GrowingPhase, from_area_id: w.fromAreaId! };
    const to = { to_phase: w.toPhase as GrowingPhase, to_area_id: w.toAreaId! };
    if (w.op === 'move') await plants.move(fid, { ...base, ...from, ...to }, uid, hook);
    else if (w.op === 'transplant') await plants.transplant(fid, { ...base, ...from, ...to, dishes_to: b.dishes_to }, uid, hook);
    else await plants.harvest(fid, { ...base, phase: from.from_phase, area_id: from.from_area_id, grades: b.grades!, confirm: b.confirm }, uid, hook);
  }
}
