import { type Paged } from '@pfs/domain';
import { type LotView, type StockMove } from '@pfs/domain/material';
import {
  EXPIRY_WARN_DAYS_DEFAULT,
  addDays,
  allocateIssue,
  applyStockDelta,
  fmtQty,
  stockWarnings,
  type LotTake,
  type MaterialKind,
  type StockWarning,
} from '@pfs/domain/plant';
import type { Db } from '../../db/client.js';
import { badRequest, conflict, notFound } from '../../lib/app-error.js';
import type { SyslogService } from '../syslog/index.js';
import type { Page } from './material-item.repository.js';
import type { LockedLot, LotFilter, MaterialStockRepository, MoveFilter, StateDays, StockItem } from './material-stock.repository.js';
import { isCheckViolation, isUniqueViolation } from './material-day.js';
import type { MoveRow, MoveViewRow } from './material-stock-views.js';
import { itemLabel, toLot, toMove } from './material-view.js';
import { checkLotDates, checkLotOnDate, kindName } from './material-checks.js';
import type { AdjustBody, IssueAllocation, IssueBody, IssueOutcome, IssueRequest, ReceiveBody, ReturnBody, StockMoveResult, UpdateLotBody } from './material-stock.types.js';
import { pagedOf } from '../../lib/paging.js';

const RACE_MSG = '库存刚被其他操作改变，请按最新库存重新操作';

export type BatchNos = (fid: number, batchIds: number[]) => Promise<Map<number, string>>;

/**
 * Lots and stock movements: receive (a new lot), issue (first-expiring first unless a lot is named), return
 * into the lot it came from, adjust with a reason. Every movement locks the lots it touches (`for update`, in
 * id order) and writes the lot's new balance on the movement, so two issues at once queue on the lock and the
 * second sees what the first left; the check constraint `qty >= 0` is the backstop.
 */
export class MaterialService {
  constructor(
    private readonly repo: MaterialStockRepository,
    private readonly syslog: SyslogService,
    /** Today in the factory's time zone (`YYYY-MM-DD`): lot states, expiry and "no future dates" read it. */
    private readonly today: () => string,
    /** The numbers of the factory's batches among these ids (unknown ids left out): batches are the plant module's. */
    private readonly batchNos: BatchNos,
  ) {}

  private days(within = EXPIRY_WARN_DAYS_DEFAULT): StateDays {
    const today = this.today();
    return { today, horizon: addDays(today, within) };
  }

  async listLots(fid: number, f: LotFilter, page: Page): Promise<Paged<LotView>> {
    return pagedOf(await this.repo.listLots(fid, f, this.days(), page), toLot);
  }

  async listMoves(fid: number, f: MoveFilter, page: Page): Promise<Paged<StockMove>> {
    const { rows, total } = await this.repo.listMoves(fid, f, page);
    return pagedOf({ rows: await this.withBatchNos(fid, rows), total }, toMove);
  }

  private async withBatchNos(fid: number, rows: MoveRow[]): Promise<MoveViewRow[]> {
    const nos = await this.batchNos(fid, [...new Set(rows.flatMap((r) => (r.batchId === null ? [] : [r.batchId])))]);
    return rows.map((r) => ({ ...r, batchNo: r.batchId === null ? null : (nos.get(r.batchId) ?? null) }));
  }

  async warnings(fid: number, kind: MaterialKind, days: number): Promise<StockWarning[]> {
    const { items, lots } = await this.repo.stockOfKind(fid, kind);
    const stock = items.map((it) => ({
      item_id: it.itemId,
      name: it.name,
      label: itemLabel(kind, it.name),
      unit: it.unit,
      low_stock_qty: it.lowStockQty,
      lots: lots.filter((l) => l.itemId === it.itemId).map((l) => ({ lot_id: l.lotId, lot_no: l.lotNo, qty: l.qty, expires_on: l.expiresOn, received_on: l.receivedOn })),
    }));
    return stockWarnings(stock, this.today(), days);
  }

  // ── movements ───────────────────────────────────────────────────────────────────────────────────
  async receive(b: ReceiveBody, uid: number): Promise<StockMoveResult> {
    const item = await this.itemOfKind(b.fid, b.kind, b.item_id);
    if (item.status !== 'enabled') throw badRequest(`${itemLabel(item.kind, item.name)} 已停用，不能入库`);
    this.checkNotFuture(b.received_on);
    checkLotDates(b.received_on, b.produced_on, b.expires_on);
    if (b.expires_on !== null && b.expires_on < b.received_on) throw badRequest(`有效期 ${b.expires_on} 早于入库日期 ${b.received_on}，已过期的物料不能入库`);
    await this.checkSupplier(b.fid, b.supplier_id);
    if (await this.repo.lotNoTaken(item.itemId, b.lot_no)) throw conflict(`${itemLabel(item.kind, item.name)} 已有批号 ${b.lot_no}`);
    const result = await this.write(b.fid, async (tx) => {
      const lotId = await this.repo.insertLot(tx, {
        fid: b.fid,
        itemId: item.itemId,
        supplierId: b.supplier_id,
        lotNo: b.lot_no,
        receivedOn: b.received_on,
        producedOn: b.produced_on,
        expiresOn: b.expires_on,
        qtyReceived: b.qty,
        qty: b.qty,
        price: b.price,
        remark: b.remark,
      });
      const moveId = await this.repo.insertMove(tx, { fid: b.fid, itemId: item.itemId, lotId, kind: 'receive', date: b.received_on, qty: b.qty, qtyAfter: b.qty, reason: b.remark, operatorUid: uid });
      return { moveIds: [moveId], lotIds: [lotId] };
    }).catch((err: unknown) => {
      if (isUniqueViolation(err)) throw conflict(`${itemLabel(item.kind, item.name)} 已有批号 ${b.lot_no}`);
      throw err;
    });
    await this.log(b.fid, uid, `入库 ${itemLabel(item.kind, item.name)} 批号 ${b.lot_no}：${fmtQty(b.qty)} ${item.unit}`);
    return result;
  }

  async updateLot(b: UpdateLotBody, uid: number): Promise<LotView> {
    const [before] = await this.repo.lotsByIds(b.fid, [b.lot_id], this.days());
    if (!before || before.kind !== b.kind) throw this.lotNotFound(b.kind, b.lot_id);
    checkLotDates(before.receivedOn, b.produced_on, b.expires_on);
    await this.checkSupplier(b.fid, b.supplier_id, before.supplierId);
    const taken = `${itemLabel(before.kind, before.itemName)} 已有批号 ${b.lot_no}`;
    if (await this.repo.lotNoTaken(before.itemId, b.lot_no, b.lot_id)) throw conflict(taken);
    try {
      await this.repo.updateLotPapers(b.fid, b.lot_id, { lotNo: b.lot_no, supplierId: b.supplier_id, producedOn: b.produced_on, expiresOn: b.expires_on, price: b.price, remark: b.remark });
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(taken);
      throw err;
    }
    await this.log(b.fid, uid, `修改 ${itemLabel(before.kind, before.itemName)} 批号 ${before.lotNo} 的资料`);
    const [after] = await this.repo.lotsByIds(b.fid, [b.lot_id], this.days());
    return toLot(after!);
  }

  /** 领用 by hand (issue_material). */
  async issue(b: IssueBody, uid: number): Promise<StockMoveResult> {
    const batchNo = b.batch_id ? await this.batchNoOf(b.fid, b.batch_id) : undefined;
    let label = '';
    const result = await this.write(b.fid, async (tx) => {
      const out = await this.issueFifo(tx, { fid: b.fid, kind: b.kind, item_id: b.item_id, lot_id: b.lot_id, qty: b.qty, date: b.date, batch_id: b.batch_id, reason: b.reason, uid });
      label = `${itemLabel(out.item.kind, out.item.name)}：${fmtQty(b.qty)} ${out.item.unit}（${out.allocations.map((a) => `批号 ${a.lot_no} ${fmtQty(a.qty)}`).join('，')}）`;
      return { moveIds: out.allocations.map((a) => a.move_id), lotIds: out.allocations.map((a) => a.lot_id) };
    });
    await this.log(b.fid, uid, `领用 ${label}${batchNo ? `，用于批次 ${batchNo}` : ''}`);
    return result;
  }

  /**
   * Issues `qty` of an item inside the caller's transaction: the named lot, or first-expiring first over the
   * lots received by `date` and not expired on it. Refuses (400) naming what is left; 404 for an item or lot
   * of another factory or kind. Answers the lots taken, each with its movement.
   */
  /**
   * A sowing's 育苗海绵: from the first sponge supply whose usable stock on the day covers it, first-expiring first;
   * when none does, the first one's refusal names what is left. A factory keeping no sponge supply issues none.
   */
  async issueSponges(tx: Db, r: { fid: number; qty: number; date: string; batch_id: number; uid: number }): Promise<IssueOutcome | null> {
    const items = await this.repo.suppliesOf(r.fid, 'sponge', tx);
    if (items.length === 0 || r.qty <= 0) return null;
    let chosen = items[0]!;
    for (const it of items) {
      const lots = await this.repo.lockStockOfItem(tx, r.fid, it.itemId);
      const usable = lots.filter((l) => l.receivedOn <= r.date && (l.expiresOn === null || l.expiresOn >= r.date)).reduce((a, l) => a + l.qty, 0);
      if (usable >= r.qty) {
        chosen = it;
        break;
      }
    }
    return this.issueFifo(tx, { fid: r.fid, kind: 'supply', item_id: chosen.itemId, qty: r.qty, date: r.date, batch_id: r.batch_id, uid: r.uid });
  }

  async issueFifo(tx: Db, r: IssueRequest): Promise<IssueOutcome> {
    const item = await this.repo.itemOf(r.fid, r.item_id, tx);
    if (!item || (r.kind && item.kind !== r.kind)) throw notFound(`${r.kind ? kindName(r.kind) : '物料'}不存在（编号 ${r.item_id}）`);
    this.checkNotFuture(r.date);
    const what = { label: itemLabel(item.kind, item.name), unit: item.unit };
    let take: LotTake[];
    if (r.lot_id) {
      const lot = await this.lockLotOfItem(tx, r.fid, r.lot_id, item);
      checkLotOnDate(lot, r.date, '领用');
      if (lot.expiresOn !== null && lot.expiresOn < r.date) throw badRequest(`${what.label}批号 ${lot.lotNo} 已于 ${lot.expiresOn} 过期，不能领用`);
      const after = applyStockDelta({ lot_no: lot.lotNo, qty: lot.qty }, -r.qty, what);
      if (!after.ok) throw badRequest(after.msg);
      take = [{ lot_id: lot.lotId, lot_no: lot.lotNo, qty: r.qty }];
    } else {
      // Stock received after the day of use was not there yet.
      const lots = (await this.repo.lockStockOfItem(tx, r.fid, item.itemId)).filter((l) => l.receivedOn <= r.date);
      const a = allocateIssue(
        lots.map((l) => ({ lot_id: l.lotId, lot_no: l.lotNo, qty: l.qty, expires_on: l.expiresOn, received_on: l.receivedOn })),
        r.qty,
        r.date,
        what,
      );
      if (!a.ok) throw badRequest(a.msg);
      take = a.take;
    }
    const allocations: IssueAllocation[] = [];
    for (const t of take) {
      const qtyAfter = await this.repo.addToLot(tx, t.lot_id, -t.qty);
      const moveId = await this.repo.insertMove(tx, {
        fid: r.fid,
        itemId: item.itemId,
        lotId: t.lot_id,
        kind: 'issue',
        date: r.date,
        qty: -t.qty,
        qtyAfter,
        batchId: r.batch_id ?? null,
        protId: r.prot_id ?? null,
        reason: r.reason ?? '',
        operatorUid: r.uid,
      });
      allocations.push({ ...t, move_id: moveId });
    }
    return { item: { item_id: item.itemId, kind: item.kind, name: item.name, unit: item.unit }, allocations };
  }

  /** 退料: unused material back into its lot, at most what went out of it (to that batch, if named) and has not come back. */
  async returnMaterial(b: ReturnBody, uid: number): Promise<StockMoveResult> {
    const batchNo = b.batch_id ? await this.batchNoOf(b.fid, b.batch_id) : undefined;
    let label = '';
    const result = await this.write(b.fid, async (tx) => {
      const { lot, item } = await this.lockLotOfKind(tx, b.fid, b.kind, b.lot_id);
      this.checkNotFuture(b.date);
      checkLotOnDate(lot, b.date, '退料');
      const { issued, returned } = await this.repo.issuedAndReturned(tx, lot.lotId, b.batch_id);
      const open = issued - returned;
      if (b.qty > open + 1e-9) {
        const from = batchNo ? `批次 ${batchNo} 从批号 ${lot.lotNo}` : `批号 ${lot.lotNo}`;
        throw badRequest(`${from} 领用了 ${fmtQty(issued)} ${item.unit}，已退回 ${fmtQty(returned)} ${item.unit}，最多还能退 ${fmtQty(Math.max(0, open))} ${item.unit}`);
      }
      label = `${itemLabel(item.kind, item.name)} 批号 ${lot.lotNo}：${fmtQty(b.qty)} ${item.unit}`;
      const qtyAfter = await this.repo.addToLot(tx, lot.lotId, b.qty);
      const moveId = await this.repo.insertMove(tx, { fid: b.fid, itemId: item.itemId, lotId: lot.lotId, kind: 'return', date: b.date, qty: b.qty, qtyAfter, batchId: b.batch_id ?? null, reason: b.reason, operatorUid: uid });
      return { moveIds: [moveId], lotIds: [lot.lotId] };
    });
    await this.log(b.fid, uid, `退料 ${label}`);
    return result;
  }

  /** 调整 (stocktaking, damage, back to the supplier): never below 0, refused naming what is left. */
  async adjust(b: AdjustBody, uid: number): Promise<StockMoveResult> {
    let label = '';
    const result = await this.write(b.fid, async (tx) => {
      const { lot, item } = await this.lockLotOfKind(tx, b.fid, b.kind, b.lot_id);
      this.checkNotFuture(b.date);
      checkLotOnDate(lot, b.date, '调整');
      const what = { label: itemLabel(item.kind, item.name), unit: item.unit };
      const after = applyStockDelta({ lot_no: lot.lotNo, qty: lot.qty }, b.delta, what);
      if (!after.ok) throw badRequest(after.msg);
      label = `${what.label} 批号 ${lot.lotNo}：${b.delta > 0 ? '+' : ''}${fmtQty(b.delta)} ${item.unit}（${b.reason}）`;
      const qtyAfter = await this.repo.addToLot(tx, lot.lotId, b.delta);
      const moveId = await this.repo.insertMove(tx, { fid: b.fid, itemId: item.itemId, lotId: lot.lotId, kind: 'adjust', date: b.date, qty: b.delta, qtyAfter, reason: b.reason, operatorUid: uid });
      return { moveIds: [moveId], lotIds: [lot.lotId] };
    });
    await this.log(b.fid, uid, `调整 ${label}`);
    return result;
  }

  // ── helpers ─────────────────────────────────────────────────────────────────────────────────────
  /** Runs a movement in one transaction and answers the movements and lots as they now are. */
  private async write(fid: number, fn: (tx: Db) => Promise<{ moveIds: number[]; lotIds: number[] }>): Promise<StockMoveResult> {
    let ids: { moveIds: number[]; lotIds: number[] };
    try {
      ids = await this.repo.transaction(fn);
    } catch (err) {
      if (isCheckViolation(err)) throw conflict(RACE_MSG);
      throw err;
    }
    const [moves, lots] = await Promise.all([this.repo.movesByIds(fid, ids.moveIds), this.repo.lotsByIds(fid, [...new Set(ids.lotIds)], this.days())]);
    return { moves: (await this.withBatchNos(fid, moves)).map(toMove), lots: lots.map(toLot) };
  }

  private async itemOfKind(fid: number, kind: MaterialKind, itemId: number): Promise<StockItem> {
    const item = await this.repo.itemOf(fid, itemId);
    if (!item || item.kind !== kind) throw notFound(`${kindName(kind)}不存在（编号 ${itemId}）`);
    return item;
  }

  private async lockLotOfKind(tx: Db, fid: number, kind: MaterialKind, lotId: number): Promise<{ lot: LockedLot; item: StockItem }> {
    const lot = await this.repo.lockLot(tx, fid, lotId);
    const item = lot ? await this.repo.itemOf(fid, lot.itemId, tx) : undefined;
    if (!lot || !item || item.kind !== kind) throw this.lotNotFound(kind, lotId);
    return { lot, item };
  }

  private async lockLotOfItem(tx: Db, fid: number, lotId: number, item: StockItem): Promise<LockedLot> {
    const lot = await this.repo.lockLot(tx, fid, lotId);
    if (!lot) throw this.lotNotFound(item.kind, lotId);
    if (lot.itemId !== item.itemId) throw badRequest(`批号 ${lot.lotNo} 不是${itemLabel(item.kind, item.name)}的批号`);
    return lot;
  }

  private lotNotFound(kind: MaterialKind, lotId: number) {
    return notFound(`${kindName(kind)}批号不存在（编号 ${lotId}）`);
  }

  private async batchNoOf(fid: number, batchId: number): Promise<string> {
    const no = (await this.batchNos(fid, [batchId])).get(batchId);
    if (no === undefined) throw notFound(`批次不存在（编号 ${batchId}）`);
    return no;
  }

  private async checkSupplier(fid: number, supplierId: number | null, current?: number | null) {
    if (supplierId === null) return;
    const s = await this.repo.supplierOf(fid, supplierId);
    if (!s) throw notFound(`供应商不存在（编号 ${supplierId}）`);
    // A lot keeps the supplier it came from even after the supplier is disabled; new lots need an enabled one.
    if (s.status !== 'enabled' && supplierId !== current) throw badRequest(`供应商 ${s.name} 已停用，请选择其他供应商`);
  }

  private checkNotFuture(date: string) {
    const today = this.today();
    if (date > today) throw badRequest(`日期 ${date} 晚于今天（${today}），不能记录未来的操作`);
  }

  private log(fid: number, uid: number, detail: string) {
    return this.syslog.facEvent({ fid, uid, type: 'material', detail });
  }
}
