import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import type { PlantPhase, RecordStatus } from '@pfs/domain';
import type { EquipKind, EquipState, MaintKind, WoOp, WoSource, WoStatus } from '@pfs/domain/mes';
import { areaTable, factoryNumbered, factoryOwned } from '../facility/facility.table.js';
import { gatewayTable } from '../iot-store/gateway.table.js';
import { plantBatchEventTable, plantBatchTable } from '../plant/plant.table.js';
import { plantSpecTable } from '../plant-spec/plant-spec.table.js';
import { byUserColumn } from '../user/user.table.js';
import { createdAtColumn, dayColumn, refColumn, remarkColumn, tsColumn, updatedAtColumn } from '../../db/columns.js';

/**
 * Production control (MES). Machines with their state kept as spans (so availability is measured), faults and
 * maintenance; work orders — planting events to be done — with their log and the batch events they recorded.
 */

/** 设备: a seeder, transplanter, harvesting or packing line; live through its gateway when it has one. */
export const mesEquipTable = pgTable(
  'mes_equips',
  {
    ...factoryOwned('eqId'),
    kind: text('kind').$type<EquipKind>().notNull(),
    name: text('name').notNull(),
    model: text('model').notNull().default(''),
    areaId: integer('area_id').references(() => areaTable.areaId, { onDelete: 'set null' }),
    /** Rated dishes per hour. */
    capacity: integer('capacity').notNull(),
    gwId: integer('gw_id').references(() => gatewayTable.gwId, { onDelete: 'set null' }),
    state: text('state').$type<EquipState>().notNull().default('idle'),
    stateSince: tsColumn('state_since').notNull().defaultNow(),
    /** The counter point's last reading (dishes since installation), to turn readings into counts. */
    lastCount: integer('last_count'),
    maintDays: integer('maint_days').notNull().default(30),
    lastMaintDay: dayColumn('last_maint_day'),
    status: text('status').$type<RecordStatus>().notNull().default('enabled'),
    remark: remarkColumn(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [index('mes_equips_fid_idx').on(t.fid, t.kind), uniqueIndex('mes_equips_gw_uq').on(t.gwId).where(sql`${t.gwId} is not null`)],
);

/** A span of one state: open (ended_at null) while the machine is in it. OEE reads these. */
export const mesEquipSpanTable = pgTable(
  'mes_equip_spans',
  {
    ...factoryOwned('spanId'),
    eqId: refColumn('eq_id', () => mesEquipTable.eqId, 'cascade'),
    state: text('state').$type<EquipState>().notNull(),
    startedAt: tsColumn('started_at').notNull(),
    endedAt: tsColumn('ended_at'),
    /** Dishes counted during the span (run spans). */
    count: integer('count').notNull().default(0),
    woId: integer('wo_id'),
  },
  (t) => [
    index('mes_equip_spans_eq_idx').on(t.eqId, t.startedAt),
    uniqueIndex('mes_equip_spans_open_uq').on(t.eqId).where(sql`${t.endedAt} is null`),
  ],
);

export const mesFaultTable = pgTable(
  'mes_faults',
  {
    ...factoryOwned('faultId'),
    eqId: refColumn('eq_id', () => mesEquipTable.eqId, 'cascade'),
    startedAt: tsColumn('started_at').notNull(),
    endedAt: tsColumn('ended_at'),
    reason: text('reason').notNull(),
    note: text('note').notNull().default(''),
    source: text('source').$type<'iot' | 'hand'>().notNull(),
    reportedBy: byUserColumn('reported_by'),
    clearedBy: byUserColumn('cleared_by'),
  },
  (t) => [index('mes_faults_eq_idx').on(t.fid, t.eqId, t.startedAt), uniqueIndex('mes_faults_open_uq').on(t.eqId).where(sql`${t.endedAt} is null`)],
);

export const mesMaintTable = pgTable(
  'mes_maints',
  {
    ...factoryOwned('maintId'),
    eqId: refColumn('eq_id', () => mesEquipTable.eqId, 'cascade'),
    day: dayColumn('day').notNull(),
    kind: text('kind').$type<MaintKind>().notNull(),
    minutes: integer('minutes').notNull().default(0),
    note: text('note').notNull().default(''),
    byUid: byUserColumn('by_uid'),
    createdAt: createdAtColumn(),
  },
  (t) => [index('mes_maints_eq_idx').on(t.fid, t.eqId, t.day)],
);

/** 工单: a planting event to be done. `version` guards completion (the same completion twice is recorded once). */
export const mesWoTable = pgTable(
  'mes_wos',
  {
    ...factoryNumbered('woId', 'woNo'),
    op: text('op').$type<WoOp>().notNull(),
    source: text('source').$type<WoSource>().notNull(),
    /** What generated it (due move: batch+phase+area+day; plan: the planned batch), so generation never repeats. */
    sourceKey: text('source_key'),
    status: text('status').$type<WoStatus>().notNull().default('todo'),
    batchId: integer('batch_id').references(() => plantBatchTable.batchId, { onDelete: 'cascade' }),
    specId: refColumn('spec_id', () => plantSpecTable.specId),
    dishes: integer('dishes').notNull(),
    doneDishes: integer('done_dishes').notNull().default(0),
    fromPhase: text('from_phase').$type<PlantPhase>(),
    fromAreaId: integer('from_area_id').references(() => areaTable.areaId),
    toPhase: text('to_phase').$type<PlantPhase>(),
    toAreaId: integer('to_area_id').references(() => areaTable.areaId),
    planStart: tsColumn('plan_start').notNull(),
    planEnd: tsColumn('plan_end').notNull(),
    team: text('team').notNull().default(''),
    uid: byUserColumn('uid'),
    eqId: integer('eq_id').references(() => mesEquipTable.eqId, { onDelete: 'set null' }),
    startedAt: tsColumn('started_at'),
    /** The start of the part now under way (the last part's end): labour of a part counts from it. */
    partFrom: tsColumn('part_from'),
    doneAt: tsColumn('done_at'),
    labourMin: integer('labour_min').notNull().default(0),
    eqCount: integer('eq_count').notNull().default(0),
    reject: integer('reject').notNull().default(0),
    remark: remarkColumn(),
    cancelReason: text('cancel_reason').notNull().default(''),
    version: integer('version').notNull().default(1),
    createdBy: byUserColumn('created_by'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    unique('mes_wos_no_uq').on(t.fid, t.woNo),
    uniqueIndex('mes_wos_source_uq').on(t.fid, t.sourceKey).where(sql`${t.sourceKey} is not null`),
    index('mes_wos_plan_idx').on(t.fid, t.planStart),
    index('mes_wos_open_idx').on(t.fid, t.status, t.planEnd),
    index('mes_wos_batch_idx').on(t.batchId),
    index('mes_wos_eq_idx').on(t.eqId, t.planStart),
    check('mes_wos_counts_ck', sql`${t.dishes} > 0 and ${t.doneDishes} >= 0 and ${t.labourMin} >= 0 and ${t.planEnd} > ${t.planStart}`),
  ],
);

/** What happened to an order: created, assigned, started, each completion (with its batch event) or refusal, cancelled. */
export const mesWoLogTable = pgTable(
  'mes_wo_logs',
  {
    ...factoryOwned('logId'),
    woId: refColumn('wo_id', () => mesWoTable.woId, 'cascade'),
    action: text('action').$type<'create' | 'assign' | 'replan' | 'start' | 'finish' | 'refuse' | 'cancel'>().notNull(),
    dishes: integer('dishes'),
    labourMin: integer('labour_min'),
    /** A completion's batch event. */
    eventId: integer('event_id').references(() => plantBatchEventTable.eventId, { onDelete: 'set null' }),
    note: text('note').notNull().default(''),
    byUid: byUserColumn('by_uid'),
    at: tsColumn('at').notNull().defaultNow(),
  },
  (t) => [index('mes_wo_logs_wo_idx').on(t.woId, t.at), index('mes_wo_logs_event_idx').on(t.eventId)],
);
