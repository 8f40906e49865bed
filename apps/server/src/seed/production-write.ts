import { batchStatusOf, currentPhase, inProcess, type BatchState } from '@pfs/domain/plant';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { insertRow } from '../lib/row-lookups.js';
import { eventColumnsOf } from './production-columns.js';
import {
  plantBatchEventTable,
  plantBatchPlaceTable,
  plantBatchTable,
  plantHarvestTable,
  plantLossTable,
  plantProtectionTable,
} from '../modules/plant/plant.table.js';
import { plantSpecPhaseTable, plantSpecTable, plantSpecVersionTable } from '../modules/plant-spec/plant-spec.table.js';
import { materialItemTable, materialLotTable, materialMoveTable, materialSupplierTable } from '../modules/material/material.table.js';
import { facEventTable } from '../modules/syslog/syslog.table.js';
import { DEMO_SUPPLIERS } from './production-items.js';
import type { GenBatch } from './production-gate.js';
import type { ProductionHistory } from './production-plan.js';
import type { Actor } from './production-stock.js';
import type { Tx } from './history-context.js';

/**
 * Writes a generated planting year: suppliers, items, specs with their versions and phase templates, lots,
 * protections, batches with their event logs and projections (what the batch service would have written after
 * each event), losses, harvest grades and stock movements, and the factory events 种植日志 lists. A few hundred
 * lots and movements and about a thousand events: multi-row inserts, ids mapped back by natural keys.
 */

export type WriteTarget = {
  fid: number;
  /** Who recorded what (null when the account does not exist). */
  users: Record<Actor | 'manager', number | null>;
  /** A calendar day and minutes after local midnight → the instant, in the factory's time zone. */
  at: (day: string, minutes: number) => Date;
};

const CHUNK = 500;
async function insertAll<T>(rows: T[], write: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += CHUNK) await write(rows.slice(i, i + CHUNK));
}

/** One insert per row into `table`, in order (the few suppliers, items and protections), each new `id` mapped by the row's `key`. */
async function insertEach<S, K extends keyof S, T extends PgTable>(
  tx: Tx,
  table: T,
  id: PgColumn,
  rows: readonly S[],
  key: K,
  values: (row: S) => T['$inferInsert'],
): Promise<Map<S[K], number>> {
  const ids = new Map<S[K], number>();
  for (const row of rows) ids.set(row[key], await insertRow(tx, table, values(row), id));
  return ids;
}

export async function writeProduction(tx: Tx, h: ProductionHistory, t: WriteTarget): Promise<Record<string, number>> {
  const { fid, users, at } = t;
  const manager = users.manager;

  const suppliers = await insertEach(tx, materialSupplierTable, materialSupplierTable.supplierId, DEMO_SUPPLIERS, 'key', (s) => ({
    fid,
    createdAt: at(h.start, 480),
    name: s.name,
    contact: s.contact,
    phone: s.phone,
    address: s.address,
  }));
  const items = await insertEach(tx, materialItemTable, materialItemTable.itemId, h.items, 'key', (it) => ({
    fid,
    kind: it.kind,
    name: it.name,
    unit: it.unit,
    spec: it.spec,
    lowStockQty: it.low_stock_qty,
    crop: it.crop ?? '',
    variety: it.variety ?? '',
    germinationRate: it.germination_rate ?? null,
    regNo: it.reg_no ?? '',
    activeIngredient: it.active_ingredient ?? '',
    safetyDays: it.safety_days ?? null,
    category: it.category ?? null,
    createdAt: at(h.start, 480),
  }));

  const specs = new Map<string, number>();
  for (const s of h.specs) {
    const first = s.versions[0]!;
    const last = s.versions.at(-1)!;
    const [r] = await tx
      .insert(plantSpecTable)
      .values({
        fid,
        crop: s.crop,
        variety: s.variety,
        remark: s.remark,
        curVer: last.ver,
        createdAt: at(first.created_on, 500),
        updatedAt: at(last.created_on, 500),
      })
      .returning({ id: plantSpecTable.specId });
    const specId = r!.id;
    specs.set(s.key, specId);
    for (const v of s.versions) {
      const rules = v.rules;
      await tx.insert(plantSpecVersionTable).values({
        specId,
        ver: v.ver,
        seedlingPlantsPerDish: rules.seedling_plants_per_dish,
        growPlantsPerDish: rules.grow_plants_per_dish,
        seedPerDish: rules.seed_per_dish,
        seedItemId: items.get(v.seed_item) ?? null,
        yieldKgPerDish: rules.yield_kg_per_dish,
        grades: rules.grades,
        createdBy: manager,
        createdAt: at(v.created_on, 500),
      });
      await tx
        .insert(plantSpecPhaseTable)
        .values(rules.phases.map((p, seq) => ({ specId, ver: v.ver, seq, phaseId: p.phase_id, days: p.days, areaKind: p.area_kind })));
    }
  }

  const lotIds = new Map<number, number>();
  await insertAll(h.lots, async (chunk) => {
    const rows = await tx
      .insert(materialLotTable)
      .values(
        chunk.map((l) => ({
          fid,
          itemId: items.get(l.item)!,
          supplierId: suppliers.get(l.supplier) ?? null,
          lotNo: l.lot_no,
          receivedOn: l.received_on,
          producedOn: l.produced_on,
          expiresOn: l.expires_on,
          qtyReceived: l.qty_received,
          qty: l.qty,
          price: l.price,
          createdAt: at(l.received_on, 540),
        })),
      )
      .returning({ id: materialLotTable.lotId, itemId: materialLotTable.itemId, lotNo: materialLotTable.lotNo });
    const byKey = new Map(rows.map((r) => [`${r.itemId}/${r.lotNo}`, r.id]));
    for (const l of chunk) lotIds.set(l.lot, byKey.get(`${items.get(l.item)}/${l.lot_no}`)!);
  });

  const protIds = await insertEach(tx, plantProtectionTable, plantProtectionTable.protId, h.protections, 'prot', (p) => ({
    fid,
    date: p.date,
    kind: p.kind,
    target: p.target,
    itemId: items.get(p.item)!,
    dose: p.dose,
    qty: p.qty,
    safeDays: p.safe_days,
    safeFrom: p.safe_from,
    areaIds: p.area_ids,
    operatorUid: users.grower,
    createdAt: at(p.date, 960),
  }));

  const batchRow = (b: GenBatch) => ({
    fid,
    batchNo: b.batch_no,
    specId: specs.get(b.spec)!,
    specVer: b.ver,
    sowDate: b.sow_date,
    ...projection(b),
    createdBy: users.grower,
    createdAt: at(b.sow_date, 510),
    ...deletion(b, users.grower, at),
  });
  const batchIds = new Map<number, number>();
  await insertAll(h.batches, async (chunk) => {
    const rows = await tx.insert(plantBatchTable).values(chunk.map(batchRow)).returning({ id: plantBatchTable.batchId, no: plantBatchTable.batchNo });
    const byNo = new Map(rows.map((r) => [r.no, r.id]));
    for (const b of chunk) batchIds.set(b.batch, byNo.get(b.batch_no)!);
  });

  // Events, then what hangs off them (loss reasons, harvest grades) by (batch, seq).
  const events = h.batches.flatMap((b) => b.events.map((e, i) => ({ b, e, seq: i + 1, batchId: batchIds.get(b.batch)! })));
  const eventIds = new Map<string, number>();
  await insertAll(events, async (chunk) => {
    const rows = await tx
      .insert(plantBatchEventTable)
      .values(
        chunk.map(({ e, seq, batchId }) => ({
          ...eventColumnsOf(e.ev),
          fid,
          batchId,
          seq,
          protId: e.prot === undefined ? null : protIds.get(e.prot)!,
          remark: e.remark,
          operatorUid: users.grower,
          createdAt: at(e.ev.date, 540 + seq),
        })),
      )
      .returning({ id: plantBatchEventTable.eventId, batchId: plantBatchEventTable.batchId, seq: plantBatchEventTable.seq });
    for (const r of rows) eventIds.set(`${r.batchId}/${r.seq}`, r.id);
  });
  const eventId = (x: { batchId: number; seq: number }) => eventIds.get(`${x.batchId}/${x.seq}`)!;
  const losses = events.filter((x) => x.e.loss !== undefined).map((x) => ({ eventId: eventId(x), fid, reason: x.e.loss! }));
  await insertAll(losses, (chunk) => tx.insert(plantLossTable).values(chunk));
  const harvests = events.flatMap((x) =>
    (x.e.grades ?? []).map((g) => ({ eventId: eventId(x), grade: g.grade, fid, batchId: x.batchId, date: x.e.ev.date, kg: g.kg })),
  );
  await insertAll(harvests, (chunk) => tx.insert(plantHarvestTable).values(chunk));
  const places = h.batches
    .filter((b) => b.deleted === null)
    .flatMap((b) =>
      b.state.places.map((p) => ({
        batchId: batchIds.get(b.batch)!,
        fid,
        phase: p.phase,
        areaId: p.area_id,
        dishes: p.dishes,
        plants: p.plants,
        since: b.state.phase_since[p.phase]!,
      })),
    );
  await insertAll(places, (chunk) => tx.insert(plantBatchPlaceTable).values(chunk));

  const moves = h.moves.map((m, i) => ({
    fid,
    itemId: items.get(m.item)!,
    lotId: lotIds.get(m.lot)!,
    kind: m.kind,
    date: m.date,
    qty: m.qty,
    qtyAfter: m.qty_after,
    batchId: m.batch === null ? null : batchIds.get(m.batch)!,
    protId: m.prot === null ? null : protIds.get(m.prot)!,
    reason: m.reason,
    operatorUid: users[m.by],
    createdAt: at(m.date, 520 + (i % 400)),
  }));
  await insertAll(moves, (chunk) => tx.insert(materialMoveTable).values(chunk));

  const logs = h.logs.map((l, i) => ({ fid, uid: users[l.by], type: l.type, detail: l.detail, ts: at(l.date, 600 + (i % 300)) }));
  await insertAll(logs, (chunk) => tx.insert(facEventTable).values(chunk));

  return {
    plant_batches: h.batches.length,
    plant_batch_events: events.length,
    plant_harvests: harvests.length,
    plant_protections: h.protections.length,
    material_lots: h.lots.length,
    material_movements: moves.length,
  };
}

/** The batch row's projection of its replayed state, as the batch service keeps it after every event. */
export function projection(b: GenBatch) {
  const s: BatchState = b.state;
  const now = inProcess(s);
  return {
    phase: currentPhase(s),
    dishes: now.dishes,
    plants: now.plants,
    plantsSown: s.plants.sown,
    plantsLost: s.plants.lost,
    plantsHarvested: s.plants.harvested,
    kgHarvested: s.harvested_g / 1000,
    lastDate: s.last_date!,
    closedOn: s.closed_on,
    safeFrom: s.protections.reduce<string | null>((a, p) => (a === null || p.safe_from > a ? p.safe_from : a), null),
    status: batchStatusOf(s),
    version: b.events.length,
  };
}

function deletion(b: GenBatch, uid: number | null, at: WriteTarget['at']) {
  if (!b.deleted) return {};
  return { status: 'del' as const, deletedAt: at(b.deleted.date, 600), deletedBy: uid, delReason: b.deleted.reason };
}
