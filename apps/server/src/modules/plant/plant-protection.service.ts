import { PROTECTION_KIND_LABELS, applyEvent, fmtQty, replayBatch, safeFromDay } from '@pfs/domain/plant';
import { heldByInterval, heldMessage, heldSummary, plannedPickFrom } from '@pfs/domain/sales';
import type { Paged } from '@pfs/domain';
import type { BatchEvent, BatchState, LotTake, ProtectionView, createProtectionBodySchema } from '@pfs/domain/plant';
import type { HeldHarvest, HeldOrder } from '@pfs/domain/sales';
import type { z } from 'zod';
import { badRequest, notFound } from '../../lib/app-error.js';
import type { SyslogService } from '../syslog/index.js';
import type { BatchReader, LoadedBatch } from './plant-batch-reader.js';
import { eventColumns, rowEvent } from './plant-event-codec.js';
import type { PlantProtectionRepository, ProtectionFilter, ProtectionRow } from './plant-protection.repository.js';
import type { PlantRepository, Q, Tx } from './plant.repository.js';
import { inChunks } from './plant-record.service.js';
import { projectState } from './plant-view.js';
import { pagedWith } from '../../lib/paging.js';

export type CreateProtectionBody = z.output<typeof createProtectionBodySchema>;
export type PesticideIssueRequest = { fid: number; itemId: number; qty: number; date: string; protId: number; lotId?: number; uid: number; reason: string };
/**
 * Takes a protection's pesticide from stock inside the protection's transaction (first-expiring lot first, or
 * the lot the user picked), or throws the refusal naming what is left. Provided by the material module.
 */
export type PesticideIssuer = (tx: Tx, req: PesticideIssueRequest) => Promise<LotTake[]>;
/** Open orders some of these batches were sown for, read in the protection's transaction. Provided by the sales module (it keeps the orders and their plans). */
export type OpenOrdersOf = (q: Q, batchIds: number[]) => Promise<HeldOrder[]>;

type Treated = { batch: LoadedBatch; state: BatchState };
const unique = (ids: number[]) => [...new Set(ids)].sort((a, b) => a - b);
function groupBy<T, V>(rows: readonly T[], key: (r: T) => number, value: (r: T) => V): Map<number, V[]> {
  const m = new Map<number, V[]>();
  for (const r of rows) {
    const list = m.get(key(r));
    if (list) list.push(value(r));
    else m.set(key(r), [value(r)]);
  }
  return m;
}

/**
 * Crop protection (植保): a pesticide applied to batches — those named and those standing in the areas named
 * on that day. In one transaction it locks the batches (id order), checks each can take a `protect` event on
 * that day, records the protection with the pesticide's safety interval frozen, issues the pesticide from
 * stock and appends the event to each batch (bumping its version), so harvest waits until the interval ends.
 */
export class PlantProtectionService {
  constructor(
    private readonly repo: PlantProtectionRepository,
    private readonly batches: PlantRepository,
    private readonly reader: BatchReader,
    private readonly syslog: SyslogService,
    private readonly issuePesticide: PesticideIssuer,
    private readonly openOrdersOf: OpenOrdersOf,
  ) {}

  async list(fid: number, f: ProtectionFilter): Promise<Paged<ProtectionView>> {
    return pagedWith(this.repo.list(fid, f), (rows) => this.views(this.batches.db, fid, rows));
  }

  async get(fid: number, protId: number): Promise<ProtectionView> {
    const row = await this.repo.get(this.batches.db, fid, protId);
    if (!row) throw notFound(`植保记录 ${protId} 不存在`);
    return (await this.views(this.batches.db, fid, [row]))[0]!;
  }

  /** `hook`: what a caller records in the same transaction with the protect event of the first batch named. */
  async create(fid: number, uid: number, b: CreateProtectionBody, hook?: (tx: Tx, eventId: number, batchId: number) => Promise<void>): Promise<ProtectionView> {
    const today = this.reader.today();
    if (b.date > today) throw badRequest(`日期 ${b.date} 晚于今天（${today}），不能记录未来的操作`);
    const done = await this.batches.transaction(async (tx) => {
      const item = await this.repo.pesticide(tx, fid, b.item_id);
      if (!item) throw notFound(`农药 ${b.item_id} 不存在`);
      if (item.kind !== 'pesticide') throw badRequest(`${item.name} 不是农药，植保只能选择农药`);
      if (item.status !== 'enabled') throw badRequest(`农药 ${item.name} 已停用，不能使用`);
      if (item.safetyDays === null) throw badRequest(`农药 ${item.name} 没有设置安全间隔期，请先在农药资料中填写`);
      const safeFrom = safeFromDay(b.date, item.safetyDays);
      const treated = await this.treatedBatches(tx, fid, b);
      const held = await this.heldBack(tx, treated, b.date, safeFrom);
      // Harvests due and deliveries inside the interval are held back: saved only once the user has seen them.
      const warning = heldMessage(safeFrom, held);
      if (warning && !b.confirm) throw badRequest(warning);
      const ev: BatchEvent = { kind: 'protect', date: b.date, pesticide: item.name, safe_from: safeFrom };

      const protId = await this.repo.insert(tx, {
        fid,
        date: b.date,
        kind: b.kind,
        target: b.target,
        itemId: item.itemId,
        dose: b.dose,
        qty: b.qty,
        safeDays: item.safetyDays,
        safeFrom,
        areaIds: unique(b.area_ids),
        remark: b.remark,
        operatorUid: uid,
      });
      await this.issuePesticide(tx, { fid, itemId: item.itemId, qty: b.qty, date: b.date, protId, lotId: b.lot_id, uid, reason: `植保：${b.target}` });
      for (const t of treated) {
        const applied = applyEvent(t.batch.version, t.state, ev, t.batch.names);
        if (!applied.ok) throw badRequest(applied.msg);
        const seen = t.batch.row.version;
        const eventId = await this.batches.insertEvent(tx, {
          ...eventColumns(ev),
          fid,
          batchId: t.batch.row.batchId,
          seq: seen + 1,
          remark: b.remark,
          operatorUid: uid,
          protId,
        });
        // The batch is locked: nobody can have moved its version since it was read.
        if (!(await this.batches.saveProjection(tx, t.batch.row.batchId, seen, seen + 1, projectState(applied.state).batch)))
          throw new Error(`batch ${t.batch.row.batchId} changed under its lock`);
        if (hook && t.batch.row.batchId === b.batch_ids[0]) await hook(tx, eventId, t.batch.row.batchId);
      }
      return { protId, item, safeFrom, nos: treated.map((t) => t.batch.row.batchNo), held: heldSummary(safeFrom, held) };
    });
    await this.syslog.facEvent({
      fid,
      uid,
      type: 'plant',
      detail: `植保（${PROTECTION_KIND_LABELS[b.kind]}）${b.target}：${done.item.name} ${b.dose}，用量 ${fmtQty(b.qty)} ${done.item.unit}，批次 ${done.nos.join('、')}，日期 ${b.date}，${done.safeFrom} 起可采收${done.held ? `；已确认影响：${done.held}` : ''}`,
    });
    return this.get(fid, done.protId);
  }

  /** Preview: what a protection with this body would hold back (nothing is written). */
  async consequences(fid: number, b: CreateProtectionBody): Promise<{ safe_from: string | null; harvests: HeldHarvest[]; orders: HeldOrder[]; message: string | null }> {
    return this.batches.transaction(async (tx) => {
      const item = await this.repo.pesticide(tx, fid, b.item_id);
      if (!item) throw notFound(`农药 ${b.item_id} 不存在`);
      if (item.safetyDays === null) return { safe_from: null, harvests: [], orders: [], message: null };
      const safeFrom = safeFromDay(b.date, item.safetyDays);
      const held = await this.heldBack(tx, await this.treatedBatches(tx, fid, b), b.date, safeFrom);
      return { safe_from: safeFrom, ...held, message: heldMessage(safeFrom, held) };
    });
  }

  /** Treated batches whose planned pick falls inside the interval, and open orders of theirs delivered inside it. */
  private async heldBack(tx: Tx, treated: Treated[], date: string, safeFrom: string) {
    const batches: HeldHarvest[] = [];
    for (const t of treated) {
      const days = t.state.places
        .filter((pl) => pl.dishes > 0)
        .flatMap((pl) => {
          const since = t.state.phase_since[pl.phase];
          const d = since === undefined ? null : plannedPickFrom(t.batch.version, pl.phase, since);
          return d === null ? [] : [d];
        })
        .sort();
      if (days[0] !== undefined) batches.push({ batch_id: t.batch.row.batchId, batch_no: t.batch.row.batchNo, pick_from: days[0] });
    }
    return heldByInterval(date, safeFrom, batches, await this.openOrdersOf(tx, treated.map((t) => t.batch.row.batchId)));
  }

  /**
   * The batches named (404 for another factory's, 400 when deleted) and the active ones that stood in a named
   * area on the day, locked and replayed; each must accept a protect event on that day (not closed, not before
   * its last record). None at all: 400.
   */
  private async treatedBatches(tx: Tx, fid: number, b: CreateProtectionBody): Promise<Treated[]> {
    const named = unique(b.batch_ids);
    const found = new Set(await this.repo.batchIds(tx, fid, named));
    const missing = named.filter((id) => !found.has(id));
    if (missing.length) throw notFound(`批次 ${missing.join('、')} 不存在`);
    const areaIds = unique(b.area_ids);
    const areas = new Map((await this.batches.areas(tx, fid)).map((a) => [a.areaId, a]));
    const unknown = areaIds.filter((id) => !areas.has(id));
    if (unknown.length) throw notFound(`区域 ${unknown.join('、')} 不存在`);

    const all = unique([...named, ...(await this.repo.candidatesInAreas(tx, fid, areaIds, b.date))]);
    await this.repo.lockBatches(tx, all);
    const out: Treated[] = [];
    for (const id of all) {
      const batch = await this.reader.load(tx, fid, id);
      const isNamed = found.has(id);
      if (batch.row.status === 'del') {
        if (isNamed) throw badRequest(`批次 ${batch.row.batchNo} 已删除，不能植保`);
        continue;
      }
      const replayed = replayBatch(batch.version, (await this.batches.events(tx, id)).map(rowEvent), batch.names);
      if (!replayed.ok) throw new Error(`batch ${id}: stored event ${replayed.at} does not replay: ${replayed.msg}`);
      // Treated through an area: some of its dishes stood there that day (arrived by then, not gone before it).
      const stood = replayed.state.stays.find((s) => areaIds.includes(s.area_id) && s.from <= b.date && (s.to === null || s.to >= b.date));
      if (!isNamed && !stood) continue;
      // Picked clean after the spray's day (recorded before the spray was): its produce may be inside the interval.
      if (!isNamed && stood && replayed.state.closed_on !== null && replayed.state.closed_on > b.date)
        throw badRequest(
          `批次 ${batch.row.batchNo} 在 ${b.date} 位于 ${areas.get(stood.area_id)!.name}，已于 ${replayed.state.closed_on} 结束（全部采收或损耗），这次植保不能补记在它之后的记录之前：请先作废该批次 ${b.date} 之后的采收记录再记录植保，或改为指定批次施药`,
        );
      out.push({ batch, state: replayed.state });
    }
    if (out.length === 0) {
      const names = areaIds.map((id) => areas.get(id)!.name).join('、');
      throw badRequest(`${names} 在 ${b.date} 没有生产中的批次，请选择施药的批次`);
    }
    return out;
  }

  private async views(q: Q, fid: number, rows: ProtectionRow[]): Promise<ProtectionView[]> {
    const ids = rows.map((r) => r.prot.protId);
    const [lots, batches, pics, areas] = await Promise.all([
      inChunks(ids, (c) => this.repo.lotsOf(q, c)),
      inChunks(ids, (c) => this.repo.batchesOf(q, c)),
      inChunks(ids, (c) => this.repo.picCounts(q, c)),
      this.repo.areaNames(q, fid, unique(rows.flatMap((r) => r.prot.areaIds))),
    ]);
    const areaName = new Map(areas.map((a) => [a.areaId, a.name]));
    const picCt = new Map(pics.map((p) => [p.protId, p.n]));
    const lotsOf = groupBy(
      lots,
      (l) => l.protId!,
      (l) => ({ lot_id: l.lotId, lot_no: l.lotNo, qty: Math.round(l.qty * 1000) / 1000 }),
    );
    const batchesOf = groupBy(
      batches,
      (x) => x.protId!,
      (x) => ({ batch_id: x.batchId, batch_no: x.batchNo }),
    );
    return rows.map(({ prot: p, ...r }) => ({
      prot_id: p.protId,
      date: p.date,
      kind: p.kind,
      kind_label: PROTECTION_KIND_LABELS[p.kind],
      target: p.target,
      item_id: p.itemId,
      item_name: r.itemName,
      reg_no: r.regNo,
      active_ingredient: r.activeIngredient,
      dose: p.dose,
      qty: p.qty,
      unit: r.unit,
      lots: lotsOf.get(p.protId) ?? [],
      safe_days: p.safeDays,
      safe_from: p.safeFrom,
      areas: p.areaIds.map((id) => ({ area_id: id, name: areaName.get(id) ?? `区域 ${id}` })),
      batches: batchesOf.get(p.protId) ?? [],
      remark: p.remark,
      pic_ct: picCt.get(p.protId) ?? 0,
      operator_name: r.operatorName ?? '',
    }));
  }
}
