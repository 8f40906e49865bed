import { checkEntry, entryDateRefusal, entrySafetyRefusal, lotSafetyRefusal, lotState, shelfDaysLeft, STOCK_OUT_KIND_LABELS, toG } from '@pfs/domain/finished';
import { addDays, dayDiff } from '@pfs/domain/plant';
import type { Paged } from '@pfs/domain';
import type {
  AddEntryBody,
  AdjustFinishedLotBody,
  FinishedLot,
  FinishedSummary,
  PickSummary,
  SellFinishedLotBody,
  StockOutKind,
  TmpStoreItem,
} from '@pfs/domain/finished';
import { badRequest, conflict, notFound } from '../../lib/app-error.js';
import { g2kg } from '../../lib/produce-sql.js';
import type { FinishedRepository, LotFilter, LotRow } from './finished.repository.js';
import { pagedOf } from '../../lib/paging.js';
import type { Clock } from '../../lib/clock.js';

/** Live climate of a factory's areas (the IoT core's latest readings). */
export type ClimateNow = (fid: number) => Promise<{ area_id: number; readings: { quantity: string; value: number; ts: string }[] }[]>;
type Page = { page: number; size: number };
/** Writes a line into the factory's event log (工厂事件日志). */
export type WarehouseEvent = (e: { fid: number; uid: number; type: 'warehouse'; detail: string }) => Promise<void>;
/** Grams shipped per day (YYYY-MM-DD) from `from` to `to`: shipments are the shipment module's, read through this. */
export type ShippedByDay = (fid: number, from: string, to: string) => Promise<Map<string, number>>;
type StockOut = { kind: StockOutKind; date: string; buyer: string; price: number | null; reason: string };

/**
 * Finished goods: temporary storage (harvested − entered − lost per batch and grade), warehouse entries into
 * finished lots, stock by lot and location, adjustments. Mass rules are the domain's (finished-mass.ts).
 */
export class FinishedService {
  constructor(
    private readonly repo: FinishedRepository,
    private readonly clock: Clock,
    private readonly climateNow: ClimateNow,
    private readonly shippedByDay: ShippedByDay,
    private readonly event: WarehouseEvent = async () => undefined,
  ) {}

  private today() {
    return this.clock.today();
  }

  async tmpStore(fid: number, f: { specId?: number; grade?: string; kw?: string; all?: boolean } & Page): Promise<Paged<TmpStoreItem>> {
    const { rows, total } = await this.repo.tmpStore(fid, f);
    return {
      total_ct: total,
      items: rows.map(({ harvested_g, entered_g, lost_g, total: _t, ...r }) => {
        const [h, e, l] = [Number(harvested_g), Number(entered_g), Number(lost_g)];
        return { ...r, harvested_kg: g2kg(h), entered_kg: g2kg(e), lost_kg: g2kg(l), tmp_kg: g2kg(h - e - l) };
      }),
    };
  }

  async pickSummary(
    fid: number,
    by: 'day' | 'crop' | 'grade' | 'picker',
    f: { specId?: number; grade?: string; startDay?: string; endDay?: string },
  ): Promise<PickSummary> {
    const rows = await this.repo.pickSummary(fid, by, f);
    const items = rows.map((r) => ({ key: r.key, label: r.label, kg: g2kg(r.g), picks: Number(r.picks), batches: Number(r.batches) }));
    return { rows: items, total_kg: g2kg(rows.reduce((s, r) => s + Number(r.g), 0)) };
  }

  /** 入库: kg of one batch and grade out of temporary storage into a new finished lot (and/or lost on entry). */
  async enter(b: AddEntryBody, uid: number): Promise<FinishedLot> {
    const today = this.today();
    if (b.date > today) throw badRequest(`入库日期 ${b.date} 晚于今天（${today}），不能记录未来的入库`);
    const enterG = toG(b.kg);
    const lossG = toG(b.loss_kg);
    if (lossG > 0 && !b.loss_reason) throw badRequest('有入库损耗时请选择损耗原因');
    if (b.area_id !== undefined) {
      const area = await this.repo.area(b.fid, b.area_id);
      if (!area) throw notFound('库位不存在');
      if (area.kind !== 'store' && area.kind !== 'pack') throw badRequest(`${area.name} 不是冷库或包装区，不能存放成品`);
    }
    const lotId = await this.repo.transaction(async (tx) => {
      const batch = await this.repo.lockBatch(tx, b.fid, b.batch_id);
      if (!batch || batch.status === 'del') throw notFound('批次不存在');
      const [tmp] = (await this.repo.tmpStore(b.fid, { batchId: b.batch_id, grade: b.grade, all: true, page: 1, size: 1 }, tx)).rows;
      if (!tmp) throw badRequest(`批次 ${batch.batch_no} 没有等级 ${b.grade} 的采收，不能入库`);
      if (b.date < tmp.first_pick) throw badRequest(`入库日期 ${b.date} 早于该批次的首次采收（${tmp.first_pick}）`);
      const availableG = Number(tmp.harvested_g) - Number(tmp.entered_g) - Number(tmp.lost_g);
      const refusal = checkEntry({ batchNo: batch.batch_no, grade: tmp.grade_name, availableG, enterG, lossG });
      if (refusal) throw badRequest(refusal);
      // The picks this entry takes (first picked, first entered): produce picked inside an interval never becomes stock.
      const taken = await this.repo.safety.ofNextEntry(tx, { batch_id: b.batch_id, grade: b.grade }, enterG + lossG);
      const early = entryDateRefusal(b.date, taken.picks);
      if (early) throw badRequest(early);
      const unsafe = entrySafetyRefusal(batch.batch_no, tmp.grade_name, enterG, taken);
      if (unsafe) throw badRequest(unsafe);
      let lotNo = b.lot_no;
      if (lotNo) {
        if (await this.repo.lotNoTaken(tx, b.fid, lotNo)) throw conflict(`成品批号 ${lotNo} 已存在`);
      } else {
        const prefix = `F${b.date.replaceAll('-', '')}-`;
        lotNo = `${prefix}${String(await this.repo.nextLotSeq(tx, b.fid, prefix)).padStart(3, '0')}`;
      }
      return this.repo.insertLot(tx, {
        fid: b.fid,
        lotNo,
        batchId: b.batch_id,
        specId: batch.spec_id,
        grade: b.grade,
        packing: b.packing,
        count: b.count,
        enteredOn: b.date,
        enteredG: enterG,
        lossG,
        lossReason: lossG > 0 ? (b.loss_reason ?? 'other') : null,
        areaId: b.area_id ?? null,
        shelfDays: b.shelf_days,
        expiresOn: addDays(b.date, b.shelf_days),
        remark: b.remark,
        uid,
      });
    });
    return this.mustLot(b.fid, lotId);
  }

  async mustLot(fid: number, lotId: number): Promise<FinishedLot> {
    const r = await this.repo.lot(fid, lotId);
    if (!r) throw notFound('成品批号不存在');
    return this.lotView(r, this.today());
  }

  async lots(fid: number, f: LotFilter & Page & { state?: 'ok' | 'expiring' | 'expired' }, order: 'entered' | 'expiry'): Promise<Paged<FinishedLot>> {
    const today = this.today();
    const byState =
      f.state === 'expired'
        ? { expiresBefore: addDays(today, -1) }
        : f.state === 'expiring'
          ? { expiresFrom: today, expiresBefore: addDays(today, 2) }
          : f.state === 'ok'
            ? { expiresFrom: addDays(today, 3) }
            : {};
    return pagedOf(await this.repo.lots(fid, { ...f, ...byState }, order), (r) => this.lotView(r, today));
  }

  /** 盘点调整 / 报废: kg out of a lot with a reason. */
  adjust(b: AdjustFinishedLotBody, uid: number): Promise<FinishedLot> {
    return this.takeOut(b.fid, b.lot_id, b.version, b.kg, { kind: b.kind, date: this.today(), buyer: '', price: null, reason: b.reason.trim() }, uid);
  }

  /** 批发出售: kg of a lot sold without an order (the buyer as written, the price when known). */
  async sell(b: SellFinishedLotBody, uid: number): Promise<FinishedLot> {
    const today = this.today();
    const date = b.date ?? today;
    if (date > today) throw badRequest(`出售日期 ${date} 晚于今天（${today}），不能记录未来的出售`);
    const buyer = b.buyer.trim();
    const reason = [`批发出售${buyer ? `给 ${buyer}` : ''}`, b.price !== null ? `${b.price} 元/kg` : '', b.remark.trim()].filter(Boolean).join('，');
    return this.takeOut(b.fid, b.lot_id, b.version, b.kg, { kind: 'sale', date, buyer, price: b.price, reason }, uid);
  }

  /** One transaction: the lot locked at the version the user saw, never below 0 kg; then the factory event log. */
  private async takeOut(fid: number, lotId: number, version: number, kg: number, o: StockOut, uid: number): Promise<FinishedLot> {
    const g = toG(kg);
    const what = STOCK_OUT_KIND_LABELS[o.kind];
    if (g <= 0) throw badRequest(`${what}重量必须大于 0`);
    const lotNo = await this.repo.transaction(async (tx) => {
      const lot = await this.repo.lot(fid, lotId, tx, true);
      if (!lot) throw notFound('成品批号不存在');
      if (lot.version !== version) throw conflict(`成品批号 ${lot.lot_no} 已被其他人更新，请刷新后重新操作`, this.lotView(lot, this.today()));
      if (g > Number(lot.left_g)) throw badRequest(`成品批号 ${lot.lot_no} 库存只有 ${g2kg(lot.left_g)} kg，不能${what} ${kg} kg`);
      if (o.kind === 'sale') {
        if (o.date < lot.entered_on) throw badRequest(`出售日期 ${o.date} 早于成品批号 ${lot.lot_no} 的入库日期（${lot.entered_on}）`);
        if (lot.expires_on < o.date) throw badRequest(`成品批号 ${lot.lot_no} 已于 ${lot.expires_on} 过期，不能出售，请报废`);
        // Sold without an order is still sold to someone who eats it: the same safety rule as a shipment.
        const judged = (await this.repo.safety.ofLots([lotId], tx)).get(lotId);
        const unsafe = judged && lotSafetyRefusal(lot.lot_no, judged.batch_no, judged, '批发出售');
        if (unsafe) throw badRequest(unsafe);
      }
      if (!(await this.repo.adjust(tx, { fid, lotId, version, g, ...o, uid }))) throw conflict(`成品批号 ${lot.lot_no} 已被其他人更新，请刷新后重新操作`);
      return lot.lot_no;
    });
    await this.event({ fid, uid, type: 'warehouse', detail: `${what} ${lotNo} ${g2kg(g)} kg：${o.reason}` });
    return this.mustLot(fid, lotId);
  }

  async distribution(fid: number) {
    const [lots, areas, climate] = await Promise.all([this.repo.allInStock(fid), this.repo.storeAreas(fid), this.climateNow(fid).catch(() => [])]);
    const today = this.today();
    const ids: (number | null)[] = [...areas.map((a) => a.area_id), ...(lots.some((l) => l.area_id === null) ? [null] : [])];
    for (const l of lots) if (!ids.includes(l.area_id)) ids.push(l.area_id);
    return {
      locations: ids.map((id) => {
        const here = lots.filter((l) => l.area_id === id);
        const area = areas.find((a) => a.area_id === id);
        const t = climate.find((c) => c.area_id === id)?.readings.find((r) => r.quantity === 'air_temp');
        const byCrop = new Map<string, number>();
        for (const l of here) byCrop.set(l.crop, (byCrop.get(l.crop) ?? 0) + Number(l.left_g));
        return {
          area_id: id,
          name: area?.name ?? here[0]?.area_name ?? '未指定库位',
          kind: area?.kind ?? 'store',
          lots: here.length,
          kg: g2kg(here.reduce((s, l) => s + Number(l.left_g), 0)),
          expiring_lots: here.filter((l) => lotState(Number(l.left_g), l.expires_on, today) !== 'ok').length,
          temp_c: t?.value ?? null,
          temp_at: t?.ts ?? null,
          by_crop: [...byCrop].map(([crop, g]) => ({ crop, kg: g2kg(g) })),
        };
      }),
    };
  }

  async summary(fid: number): Promise<FinishedSummary> {
    const today = this.today();
    const from = addDays(today, -29);
    const [lots, tmpG, days, shipped] = await Promise.all([this.repo.allInStock(fid), this.repo.tmpTotalG(fid), this.repo.days(fid, from), this.shippedByDay(fid, from, addDays(from, 29))]);
    const states = lots.map((l) => lotState(Number(l.left_g), l.expires_on, today));
    const byCrop = new Map<string, { crop: string; grade: string; g: number; lots: number }>();
    for (const l of lots) {
      const k = `${l.crop}|${l.grade_name}`;
      const e = byCrop.get(k) ?? { crop: l.crop, grade: l.grade_name, g: 0, lots: 0 };
      e.g += Number(l.left_g);
      e.lots += 1;
      byCrop.set(k, e);
    }
    return {
      today,
      stock_kg: g2kg(lots.reduce((s, l) => s + Number(l.left_g), 0)),
      stock_lots: lots.length,
      expiring_lots: states.filter((s) => s === 'expiring').length,
      expired_lots: states.filter((s) => s === 'expired').length,
      tmp_kg: g2kg(tmpG),
      by_crop: [...byCrop.values()].map(({ g, ...r }) => ({ ...r, kg: g2kg(g) })).sort((a, b) => b.kg - a.kg),
      days: days.map((d) => ({ day: d.day, entered_kg: g2kg(d.entered_g), shipped_kg: g2kg(shipped.get(d.day) ?? 0), lost_kg: g2kg(d.lost_g), adjusted_kg: g2kg(d.adjusted_g) })),
    };
  }

  lotView(row: LotRow, today: string): FinishedLot {
    const { entered_g, loss_g, shipped_g, adjusted_g, left_g, ...r } = row as LotRow & { total?: string };
    delete (r as { total?: string }).total;
    const left = Number(left_g);
    return {
      ...r,
      area_name: r.area_name ?? '未指定库位',
      entered_kg: g2kg(entered_g),
      loss_kg: g2kg(loss_g),
      shipped_kg: g2kg(shipped_g),
      adjusted_kg: g2kg(adjusted_g),
      left_kg: g2kg(left),
      age_days: dayDiff(r.entered_on, today),
      shelf_left_days: shelfDaysLeft(r.expires_on, today),
      state: lotState(left, r.expires_on, today),
    };
  }
}
