import { BATCH_EVENT_KIND_LABELS, areaChanges, fmtQty, replayBatch, type VoidPlantRecordBody } from '@pfs/domain/plant';
import { badRequest, notFound } from '../../lib/app-error.js';
import type { SyslogService } from '../syslog/index.js';
import type { BatchReader } from './plant-batch-reader.js';
import { rowEvent } from './plant-event-codec.js';
import { checkCapacityOf } from './plant-event-checks.js';
import type { PlantRepository, Tx } from './plant.repository.js';
import type { FinishedOfBatch, PlantVoidRepository } from './plant-void.repository.js';
import { projectState } from './plant-view.js';
import type { WriteResult } from './plant.service.js';

export type PesticideReturn = { fid: number; protId: number; itemId: number; lotId: number; qty: number; date: string; uid: number; reason: string };
/** Puts pesticide back into its lot with a `return` movement of the protection, inside the void's transaction. */
export type PesticideReturner = (tx: Tx, r: PesticideReturn) => Promise<void>;

const g3 = (g: number) => fmtQty(g / 1000);

/**
 * 作废: corrects a batch record by reversal. In one transaction it locks the batch, replays its log without the
 * record — every later record must still hold (conservation, produce handed on) and the areas must take the dishes
 * it puts back — refuses a pick whose kg the finished store already entered (naming the lots and shipments), then
 * appends a `void` event naming the record, marks the record voided and rewrites the projections. A voided
 * protection that no longer treats any batch gives its pesticide back to the lots it came from.
 */
export class PlantVoidService {
  constructor(
    private readonly repo: PlantRepository,
    private readonly voids: PlantVoidRepository,
    private readonly reader: BatchReader,
    private readonly syslog: SyslogService,
    private readonly returnPesticide: PesticideReturner,
    private readonly finishedOf: FinishedOfBatch,
  ) {}

  async voidRecord(b: VoidPlantRecordBody, uid: number): Promise<WriteResult> {
    const { fid } = b;
    const done = await this.repo.transaction(async (tx) => {
      const batch = await this.reader.load(tx, fid, b.batch_id, true);
      const no = batch.row.batchNo;
      const target = await this.voids.event(tx, fid, b.batch_id, b.event_id);
      if (!target) throw notFound(`批次 ${no} 没有记录 ${b.event_id}`);
      if (batch.row.status === 'del') throw badRequest(`批次 ${no} 已删除，不能作废记录`);
      const what = `第 ${target.seq} 条记录（${target.date} ${BATCH_EVENT_KIND_LABELS[target.kind]}）`;
      if (target.kind === 'void') throw badRequest(`${what}是作废记录，不能再作废`);
      if (target.voided) {
        const v = await this.voids.voidOf(tx, target.eventId);
        throw badRequest(`${what}已于 ${v?.date ?? ''} 作废${v ? `（${v.by ?? '未记录'}：${v.reason}）` : ''}`);
      }
      if (target.kind === 'sow') throw badRequest(`播种记录不能作废：要撤销批次 ${no} 的播种，请删除批次（需要「删除种植批次」权限）`);

      const rows = await this.repo.events(tx, b.batch_id);
      const voided = rows.find((r) => r.eventId === target.eventId)!;
      const rest = rows.filter((r) => r.eventId !== target.eventId);
      const replayed = replayBatch(batch.version, rest.map(rowEvent), batch.names);
      if (!replayed.ok) {
        const later = rest[replayed.at ?? 0]!;
        throw badRequest(`不能作废${what}：之后的第 ${later.seq} 条记录（${later.date} ${BATCH_EVENT_KIND_LABELS[later.kind]}）依赖它——${replayed.msg}。请先作废之后的记录`);
      }
      if (target.kind === 'pick') await this.checkNotEntered(tx, fid, no, what, target.eventId, b.batch_id);
      // The dishes the record took out of an area stand there again from its day on.
      const back = areaChanges(rowEvent(voided)).map((ch) => ({ area_id: ch.area_id, delta: -ch.delta, date: voided.date }));
      await checkCapacityOf(this.repo, tx, fid, batch.areas, this.reader.today(), back);

      const seen = batch.row.version;
      const today = this.reader.today();
      const eventId = await this.repo.insertEvent(tx, {
        kind: 'void',
        date: today,
        fromPhase: null,
        fromAreaId: null,
        toPhase: null,
        toAreaId: null,
        dishes: 0,
        dishesTo: null,
        plants: 0,
        kg: null,
        fid,
        batchId: b.batch_id,
        seq: seen + 1,
        remark: b.reason,
        operatorUid: uid,
        voidOf: target.eventId,
      });
      await this.voids.markVoided(tx, target.eventId);
      const p = projectState(replayed.state);
      if (!(await this.repo.saveProjection(tx, b.batch_id, seen, seen + 1, p.batch))) throw new Error(`batch ${b.batch_id} changed under its lock`);
      await this.repo.replacePlaces(tx, fid, b.batch_id, p.places);
      const returned = target.kind === 'protect' && target.protId !== null ? await this.giveBackPesticide(tx, fid, target.protId, target.eventId, today, uid, no) : '';
      return { eventId, no, what, today, returned, voided };
    });
    await this.syslog.facEvent({ fid, uid, type: 'plant', detail: `批次 ${done.no} 作废${done.what}，原因：${b.reason}${done.returned}，日期 ${done.today}` });
    return this.reader.result(this.repo.db, fid, b.batch_id, done.eventId);
  }

  /**
   * A pick's kg may go only while what stays harvested of each grade still covers what the finished store
   * entered (and wrote off) from the batch: otherwise the lots, and what was shipped from them, are named.
   */
  private async checkNotEntered(tx: Tx, fid: number, no: string, what: string, eventId: number, batchId: number) {
    const [grades, harvested, lots] = await Promise.all([this.voids.pickGrades(tx, eventId), this.voids.harvestedG(tx, batchId), this.finishedOf(tx, fid, batchId)]);
    for (const g of grades) {
      const ofGrade = lots.filter((l) => l.grade === g.grade);
      const taken = ofGrade.reduce((a, l) => a + l.entered_g + l.loss_g, 0);
      const left = (harvested.get(g.grade) ?? 0) - Math.round(g.kg * 1000);
      if (left >= taken) continue;
      const shipped = [...new Set(ofGrade.flatMap((l) => (l.ship_nos ? l.ship_nos.split('、') : [])))];
      throw badRequest(
        `不能作废${what}：批次 ${no} 等级 ${g.grade} 已有 ${g3(taken)} kg 成品入库（成品批号 ${ofGrade.map((l) => l.lot_no).join('、')}）` +
          `${shipped.length ? `，并已出货（出货单 ${shipped.join('、')}）` : ''}，作废后该等级采收只剩 ${g3(Math.max(0, left))} kg`,
      );
    }
  }

  /** The protection treats no batch any more: what it issued goes back to each lot (a `return` movement, never a deletion). */
  private async giveBackPesticide(tx: Tx, fid: number, protId: number, eventId: number, date: string, uid: number, no: string): Promise<string> {
    if ((await this.voids.otherTreated(tx, protId, eventId)) > 0) return '';
    const out = await this.voids.pesticideOut(tx, protId);
    for (const l of out)
      await this.returnPesticide(tx, { fid, protId, itemId: l.item_id, lotId: l.lot_id, qty: l.qty, date, uid, reason: `作废批次 ${no} 的植保记录，退回农药` });
    return out.length ? `，农药退回 ${out.map((l) => `批号 ${l.lot_no} ${fmtQty(l.qty)} ${l.unit}`).join('、')}` : '';
  }
}
