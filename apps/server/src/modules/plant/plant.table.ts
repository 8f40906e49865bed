import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, index, integer, pgTable, primaryKey, text, unique, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { PlantPhase } from '@pfs/domain';
import type { BatchEventKind, BatchStatus, GrowingPhase, LossReason, PicKind, ProtectionKind } from '@pfs/domain/plant';
import { areaTable, factoryNumbered, factoryOwned, fidColumn } from '../facility/facility.table.js';
import { materialItemTable } from '../material/material.table.js';
import { plantSpecTable, plantSpecVersionTable } from '../plant-spec/plant-spec.table.js';
import { byUserColumn } from '../user/user.table.js';
import { createdAtColumn, dayColumn, qtyColumn, refColumn, remarkColumn, tsColumn } from '../../db/columns.js';

/**
 * Planting batches (docs/production.md). The event log `plant_batch_events` is the truth: a batch's state
 * is `replayBatch` of its events. `plant_batches` (counts, phase, status) and `plant_batch_places` (dishes
 * per phase and area now) are projections written in the same transaction as each event, so lists and the
 * area occupancy read one row per batch or place instead of replaying. `version` = the seq of the batch's
 * last event: a write names the version it saw, and the unique (batch_id, seq) makes the loser of two
 * concurrent writes fail (409).
 */

export const plantBatchTable = pgTable(
  'plant_batches',
  {
    ...factoryNumbered('batchId', 'batchNo'),
    specId: refColumn('spec_id', () => plantSpecTable.specId),
    specVer: integer('spec_ver').notNull(),
    sowDate: dayColumn('sow_date').notNull(),
    status: text('status').$type<BatchStatus>().notNull().default('active'),
    version: integer('version').notNull().default(0),
    // Projection of the replayed state.
    phase: text('phase').$type<PlantPhase>(),
    dishes: integer('dishes').notNull().default(0),
    plants: integer('plants').notNull().default(0),
    plantsSown: integer('plants_sown').notNull().default(0),
    plantsLost: integer('plants_lost').notNull().default(0),
    plantsHarvested: integer('plants_harvested').notNull().default(0),
    kgHarvested: qtyColumn('kg_harvested').notNull().default(0),
    lastDate: dayColumn('last_date').notNull(),
    closedOn: dayColumn('closed_on'),
    /** While a safety interval runs: the first day harvest is allowed. */
    safeFrom: dayColumn('safe_from'),
    remark: remarkColumn(),
    createdBy: byUserColumn('created_by'),
    createdAt: createdAtColumn(),
    deletedAt: tsColumn('deleted_at'),
    deletedBy: byUserColumn('deleted_by'),
    delReason: text('del_reason').notNull().default(''),
  },
  (t) => [
    unique('plant_batches_no_uq').on(t.fid, t.batchNo),
    foreignKey({
      columns: [t.specId, t.specVer],
      foreignColumns: [plantSpecVersionTable.specId, plantSpecVersionTable.ver],
      name: 'plant_batches_spec_version_fk',
    }),
    index('plant_batches_list_idx').on(t.fid, t.status, t.sowDate),
    index('plant_batches_spec_idx').on(t.fid, t.specId, t.sowDate),
    index('plant_batches_closed_idx')
      .on(t.fid, t.closedOn)
      .where(sql`${t.status} = 'closed'`),
    check('plant_batches_counts_ck', sql`${t.dishes} >= 0 and ${t.plants} >= 0 and ${t.plantsSown} = ${t.plants} + ${t.plantsLost} + ${t.plantsHarvested}`),
  ],
);

/** Where each batch's dishes stand now: one row per growing phase and area (the in-process list, occupancy). */
export const plantBatchPlaceTable = pgTable(
  'plant_batch_places',
  {
    batchId: refColumn('batch_id', () => plantBatchTable.batchId, 'cascade'),
    phase: text('phase').$type<GrowingPhase>().notNull(),
    areaId: refColumn('area_id', () => areaTable.areaId),
    fid: fidColumn(),
    dishes: integer('dishes').notNull(),
    plants: integer('plants').notNull(),
    /** First day of the batch in this phase. */
    since: dayColumn('since').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.batchId, t.phase, t.areaId] }),
    index('plant_batch_places_area_idx').on(t.fid, t.areaId),
    index('plant_batch_places_phase_idx').on(t.fid, t.phase, t.since),
    check('plant_batch_places_counts_ck', sql`${t.dishes} >= 0 and ${t.plants} >= 0`),
  ],
);

export const plantProtectionTable = pgTable(
  'plant_protections',
  {
    ...factoryOwned('protId'),
    date: dayColumn('date').notNull(),
    kind: text('kind').$type<ProtectionKind>().notNull(),
    target: text('target').notNull(),
    itemId: refColumn('item_id', () => materialItemTable.itemId),
    dose: text('dose').notNull(),
    qty: qtyColumn('qty').notNull(),
    /** The pesticide's interval when applied (a later edit of the item does not move it). */
    safeDays: integer('safe_days').notNull(),
    safeFrom: dayColumn('safe_from').notNull(),
    /** Areas named when recording; the treated batches are its protect events. */
    areaIds: integer('area_ids').array().notNull().default([]),
    remark: remarkColumn(),
    operatorUid: byUserColumn('operator_uid'),
    createdAt: createdAtColumn(),
  },
  (t) => [index('plant_protections_fid_date_idx').on(t.fid, t.date)],
);

export const plantBatchEventTable = pgTable(
  'plant_batch_events',
  {
    ...factoryOwned('eventId'),
    batchId: refColumn('batch_id', () => plantBatchTable.batchId, 'cascade'),
    /** 1, 2, … within the batch; the batch's version after this event. */
    seq: integer('seq').notNull(),
    kind: text('kind').$type<BatchEventKind>().notNull(),
    date: dayColumn('date').notNull(),
    fromPhase: text('from_phase').$type<PlantPhase>(),
    fromAreaId: integer('from_area_id').references(() => areaTable.areaId),
    toPhase: text('to_phase').$type<PlantPhase>(),
    toAreaId: integer('to_area_id').references(() => areaTable.areaId),
    dishes: integer('dishes').notNull().default(0),
    /** Transplant: growing dishes filled. */
    dishesTo: integer('dishes_to'),
    plants: integer('plants').notNull().default(0),
    /** Pick: total over its grades (plant_harvests); store: kg handed on. */
    kg: qtyColumn('kg'),
    protId: integer('prot_id').references(() => plantProtectionTable.protId),
    /** A `void` event: the event of the same batch it voids (its remark is the reason, its operator and time who and when). */
    voidOf: integer('void_of').references((): AnyPgColumn => plantBatchEventTable.eventId),
    /**
     * Set on an event when a later `void` event voids it: a projection of the log (like the batch row), so every
     * reader leaves voided events out with one condition. The row itself is never changed otherwise.
     */
    voided: boolean('voided').notNull().default(false),
    remark: remarkColumn(),
    operatorUid: byUserColumn('operator_uid'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    unique('plant_batch_events_seq_uq').on(t.batchId, t.seq),
    // An event is voided at most once.
    uniqueIndex('plant_batch_events_void_of_uq')
      .on(t.voidOf)
      .where(sql`${t.voidOf} is not null`),
    index('plant_batch_events_kind_idx').on(t.fid, t.kind, t.date),
    // An area's occupancy on past days and its batch history: the moves into and out of it after a day.
    index('plant_batch_events_to_area_idx')
      .on(t.toAreaId, t.date)
      .where(sql`${t.toAreaId} is not null`),
    index('plant_batch_events_from_area_idx')
      .on(t.fromAreaId, t.date)
      .where(sql`${t.fromAreaId} is not null`),
    index('plant_batch_events_prot_idx')
      .on(t.protId)
      .where(sql`${t.protId} is not null`),
    check('plant_batch_events_counts_ck', sql`${t.dishes} >= 0 and ${t.plants} >= 0 and coalesce(${t.dishesTo}, 0) >= 0 and coalesce(${t.kg}, 0) >= 0`),
  ],
);

/** A loss event's reason (count, place and remark are on the event). */
export const plantLossTable = pgTable(
  'plant_losses',
  {
    eventId: integer('event_id')
      .primaryKey()
      .references(() => plantBatchEventTable.eventId, { onDelete: 'cascade' }),
    fid: fidColumn(),
    reason: text('reason').$type<LossReason>().notNull(),
  },
  (t) => [index('plant_losses_reason_idx').on(t.fid, t.reason)],
);

/** A pick's weight per grade. */
export const plantHarvestTable = pgTable(
  'plant_harvests',
  {
    eventId: refColumn('event_id', () => plantBatchEventTable.eventId, 'cascade'),
    grade: text('grade').notNull(),
    fid: fidColumn(),
    batchId: refColumn('batch_id', () => plantBatchTable.batchId, 'cascade'),
    date: dayColumn('date').notNull(),
    kg: qtyColumn('kg').notNull(),
    /** Its pick was voided: harvest sums, temporary storage and screens leave it out (the row stays). */
    voided: boolean('voided').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.grade] }),
    index('plant_harvests_fid_date_idx').on(t.fid, t.date),
    check('plant_harvests_kg_ck', sql`${t.kg} >= 0`),
  ],
);

/** Photos (作物 / 病虫害) with a thumbnail, by batch, area, event or protection. */
export const plantPicTable = pgTable(
  'plant_pics',
  {
    ...factoryOwned('picId'),
    kind: text('kind').$type<PicKind>().notNull(),
    /** File names under DATA_DIR/pics (random, with the extension of the checked content type). */
    file: text('file').notNull(),
    thumb: text('thumb').notNull(),
    mime: text('mime').notNull(),
    bytes: integer('bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    takenOn: dayColumn('taken_on').notNull(),
    batchId: integer('batch_id').references(() => plantBatchTable.batchId, { onDelete: 'set null' }),
    areaId: integer('area_id').references(() => areaTable.areaId, { onDelete: 'set null' }),
    eventId: integer('event_id').references(() => plantBatchEventTable.eventId, { onDelete: 'set null' }),
    protId: integer('prot_id').references(() => plantProtectionTable.protId, { onDelete: 'set null' }),
    remark: remarkColumn(),
    uploadedBy: byUserColumn('uploaded_by'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('plant_pics_list_idx').on(t.fid, t.kind, t.takenOn),
    index('plant_pics_batch_idx')
      .on(t.batchId)
      .where(sql`${t.batchId} is not null`),
    index('plant_pics_event_idx')
      .on(t.eventId)
      .where(sql`${t.eventId} is not null`),
  ],
);
