import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, numeric, pgTable, primaryKey, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { RecordStatus } from '@pfs/domain';
import type { SiAnswerKind, SiCaseStatus, SiPeriod, SiResult, SiTargetKind } from '@pfs/domain/si';
import { factoryOwned, fidColumn } from '../facility/facility.table.js';
import { byUserColumn } from '../user/user.table.js';
import { createdAtColumn, dayColumn, refColumn, remarkColumn, tsColumn, updatedAtColumn } from '../../db/columns.js';

/**
 * Daily inspections (日常巡检). Items say what is checked and how; rules group items into a plan a period; a plan
 * copies each item into a record when it is made, so editing an item or a rule never rewrites what was recorded.
 * An `err` answer opens a case; the case's log keeps its history.
 */

/** A reading: hand meters, ranges and tolerances, three decimals. */
const readingColumn = (name: string) => numeric(name, { precision: 14, scale: 3, mode: 'number' });

/** 巡检项: the check, its target and how it is answered. */
export const siItemTable = pgTable(
  'si_items',
  {
    ...factoryOwned('ciId'),
    name: text('name').notNull(),
    targetKind: text('target_kind').$type<SiTargetKind>().notNull(),
    /** area_id, gw_id or dev_id by target_kind; null for other. */
    targetId: integer('target_id'),
    targetText: text('target_text').notNull().default(''),
    method: text('method').notNull().default(''),
    standard: text('standard').notNull().default(''),
    answerKind: text('answer_kind').$type<SiAnswerKind>().notNull(),
    unit: text('unit').notNull().default(''),
    min: readingColumn('min'),
    max: readingColumn('max'),
    photoRequired: boolean('photo_required').notNull().default(false),
    pointId: integer('point_id'),
    tolerance: readingColumn('tolerance'),
    sortNo: integer('sort_no').notNull().default(0),
    status: text('status').$type<RecordStatus>().notNull().default('enabled'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [index('si_items_fid_idx').on(t.fid, t.status, t.sortNo)],
);

/** 巡检规则: items, a period, the due day and time window, who does it and how long a case may stay open. */
export const siRuleTable = pgTable(
  'si_rules',
  {
    ...factoryOwned('srId'),
    name: text('name').notNull(),
    period: text('period').$type<SiPeriod>().notNull(),
    dueDay: smallint('due_day').notNull().default(1),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    lateMin: smallint('late_min').notNull().default(30),
    ciIds: integer('ci_ids').array().notNull(),
    assigneeRoleId: integer('assignee_role_id'),
    assigneeUids: integer('assignee_uids').array().notNull().default(sql`'{}'::integer[]`),
    caseDays: smallint('case_days').notNull().default(3),
    status: text('status').$type<RecordStatus>().notNull().default('enabled'),
    remark: remarkColumn(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [index('si_rules_fid_idx').on(t.fid, t.status)],
);

/** 巡检计划: one period of one rule, with the rule's name, window and assignees as they were when it was made. */
export const siPlanTable = pgTable(
  'si_plans',
  {
    ...factoryOwned('planId'),
    srId: refColumn('sr_id', () => siRuleTable.srId, 'cascade'),
    ruleName: text('rule_name').notNull(),
    period: text('period').$type<SiPeriod>().notNull(),
    periodStart: dayColumn('period_start').notNull(),
    windowStart: tsColumn('window_start').notNull(),
    dueAt: tsColumn('due_at').notNull(),
    lateAt: tsColumn('late_at').notNull(),
    /** The local day the plan is due on: lists and statistics filter by it. */
    dueDay: date('due_day', { mode: 'string' }).notNull(),
    assigneeRoleId: integer('assignee_role_id'),
    assigneeUids: integer('assignee_uids').array().notNull().default(sql`'{}'::integer[]`),
    caseDays: smallint('case_days').notNull().default(3),
    itemCt: smallint('item_ct').notNull(),
    answeredCt: smallint('answered_ct').notNull().default(0),
    errCt: smallint('err_ct').notNull().default(0),
    doneAt: tsColumn('done_at'),
    doneBy: byUserColumn('done_by'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('si_plans_rule_period_uq').on(t.srId, t.periodStart),
    index('si_plans_fid_due_idx').on(t.fid, t.dueDay),
    index('si_plans_open_idx').on(t.fid, t.lateAt).where(sql`${t.doneAt} is null`),
  ],
);

/** 巡检记录: one item of one plan, the item as copied, and its answer. */
export const siRecordTable = pgTable(
  'si_records',
  {
    ...factoryOwned('rcdId'),
    planId: refColumn('plan_id', () => siPlanTable.planId, 'cascade'),
    ciId: refColumn('ci_id', () => siItemTable.ciId),
    seq: smallint('seq').notNull(),
    name: text('name').notNull(),
    targetKind: text('target_kind').$type<SiTargetKind>().notNull(),
    targetId: integer('target_id'),
    targetName: text('target_name').notNull(),
    /** The area the target stands in (for its open alarms), as of the plan's making. */
    areaId: integer('area_id'),
    method: text('method').notNull(),
    standard: text('standard').notNull(),
    answerKind: text('answer_kind').$type<SiAnswerKind>().notNull(),
    unit: text('unit').notNull(),
    min: readingColumn('min'),
    max: readingColumn('max'),
    photoRequired: boolean('photo_required').notNull(),
    pointId: integer('point_id'),
    tolerance: readingColumn('tolerance'),
    result: text('result').$type<SiResult>().notNull().default('-'),
    valueNum: readingColumn('value_num'),
    valueText: text('value_text').notNull().default(''),
    photos: text('photos').array().notNull().default(sql`'{}'::text[]`),
    remark: remarkColumn(),
    problem: text('problem'),
    iotValue: readingColumn('iot_value'),
    iotAt: tsColumn('iot_at'),
    iotDrift: text('iot_drift'),
    answeredBy: byUserColumn('answered_by'),
    answeredAt: tsColumn('answered_at'),
  },
  (t) => [
    uniqueIndex('si_records_plan_seq_uq').on(t.planId, t.seq),
    index('si_records_fid_answered_idx').on(t.fid, t.answeredAt),
    index('si_records_ci_idx').on(t.ciId),
    // Statistics by target read only these columns, in plan order (an index-only scan merged with the plans).
    index('si_records_stats_idx').on(t.planId, t.targetName, t.result),
  ],
);

/**
 * A plan's records summed by target, kept beside the plan's counters (written with its records, recounted with them),
 * so statistics by target read a row per plan and target instead of every record.
 */
export const siPlanTargetTable = pgTable(
  'si_plan_targets',
  {
    planId: refColumn('plan_id', () => siPlanTable.planId, 'cascade'),
    fid: fidColumn(),
    targetName: text('target_name').notNull(),
    itemCt: integer('item_ct').notNull(),
    answeredCt: integer('answered_ct').notNull(),
    errCt: integer('err_ct').notNull(),
  },
  (t) => [primaryKey({ columns: [t.planId, t.targetName] })],
);

/** 异常: an `err` record to be handled by someone by a deadline. */
export const siCaseTable = pgTable(
  'si_cases',
  {
    ...factoryOwned('caseId'),
    rcdId: refColumn('rcd_id', () => siRecordTable.rcdId, 'cascade'),
    planId: refColumn('plan_id', () => siPlanTable.planId, 'cascade'),
    finding: text('finding').notNull(),
    ownerUid: byUserColumn('owner_uid'),
    deadline: dayColumn('deadline').notNull(),
    status: text('status').$type<SiCaseStatus>().notNull().default('open'),
    openedAt: tsColumn('opened_at').notNull(),
    openedBy: byUserColumn('opened_by'),
    handledAt: tsColumn('handled_at'),
    handledBy: byUserColumn('handled_by'),
  },
  (t) => [index('si_cases_fid_status_idx').on(t.fid, t.status, t.deadline), index('si_cases_rcd_idx').on(t.rcdId), index('si_cases_fid_opened_idx').on(t.fid, t.openedAt)],
);

/** A case's history: opened, notes, assignments, handled or voided, each with who, when, words and photos. */
export const siCaseLogTable = pgTable(
  'si_case_logs',
  {
    logId: integer('log_id').primaryKey().generatedAlwaysAsIdentity(),
    caseId: refColumn('case_id', () => siCaseTable.caseId, 'cascade'),
    fid: fidColumn(),
    action: text('action').$type<'open' | 'note' | 'assign' | 'handle' | 'void'>().notNull(),
    note: text('note').notNull().default(''),
    photos: text('photos').array().notNull().default(sql`'{}'::text[]`),
    byUid: byUserColumn('by_uid'),
    at: tsColumn('at').notNull(),
  },
  (t) => [index('si_case_logs_case_idx').on(t.caseId, t.at)],
);

/** The photos of inspections: stored under the factory, named si-<hex>.webp, with a thumbnail. */
export const siPhotoTable = pgTable(
  'si_photos',
  {
    name: text('name').primaryKey(),
    fid: fidColumn(),
    bytes: integer('bytes').notNull(),
    uploadedBy: byUserColumn('uploaded_by'),
    createdAt: createdAtColumn(),
  },
  (t) => [index('si_photos_fid_idx').on(t.fid)],
);
