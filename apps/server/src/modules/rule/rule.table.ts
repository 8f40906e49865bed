import { boolean, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import type { ExecStep, ExecTrigger, RuleCondition, RuleRepeat, RuleStep, RuleWindow } from '@pfs/domain/rule';
import { createdAtColumn, tsColumn, updatedAtColumn } from '../../db/columns.js';

/** Strategies (spec: rules): conditions, windows, repeat period and an ordered action list. */
export const ruleTable = pgTable(
  'iot_rules',
  {
    ruleId: serial('rule_id').primaryKey(),
    fid: integer('fid').notNull(),
    name: text('name').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    priority: integer('priority').notNull().default(50),
    /** Spec constant "strategy latest version" at the time of the last save. */
    version: text('version').notNull(),
    match: text('match', { enum: ['all', 'any'] })
      .notNull()
      .default('all'),
    conditions: jsonb('conditions').$type<RuleCondition[]>().notNull(),
    windows: jsonb('windows').$type<RuleWindow[]>().notNull(),
    repeat: jsonb('repeat').$type<RuleRepeat>().notNull(),
    actions: jsonb('actions').$type<RuleStep[]>().notNull(),
    otherwise: text('otherwise', { enum: ['keep', 'reverse'] })
      .notNull()
      .default('keep'),
    maxAgeMin: integer('max_age_min').notNull().default(10),
    minIntervalS: integer('min_interval_s').notNull().default(60),
    createdBy: integer('created_by'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [index('iot_rules_fid_idx').on(t.fid)],
);

/** Stored as the calls return them (api/rule.api.ts). */
export type { ExecStep, ExecTrigger };

/** Execution records (rules_exec_rcd): one per start or end of a strategy, or per reason it could not act. */
export const ruleExecTable = pgTable(
  'iot_rule_execs',
  {
    execId: serial('exec_id').primaryKey(),
    fid: integer('fid').notNull(),
    ruleId: integer('rule_id').notNull(),
    ruleName: text('rule_name').notNull(),
    /** enter — the strategy came into force; exit — it ended (reverse actions); blocked — it could not evaluate. */
    phase: text('phase', { enum: ['enter', 'exit', 'blocked'] }).notNull(),
    result: text('result').notNull(),
    reason: text('reason').notNull().default(''),
    trigger: jsonb('trigger').$type<ExecTrigger[]>().notNull(),
    steps: jsonb('steps').$type<ExecStep[]>().notNull(),
    at: tsColumn('at').notNull().defaultNow(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [index('iot_rule_execs_fid_at_idx').on(t.fid, t.at), index('iot_rule_execs_rule_idx').on(t.ruleId, t.at)],
);

/** Manual override: a switch locked against strategies until a chosen time. */
export const switchLockTable = pgTable('iot_switch_locks', {
  pointId: integer('point_id').primaryKey(),
  fid: integer('fid').notNull(),
  until: tsColumn('until').notNull(),
  uid: integer('uid'),
  reason: text('reason').notNull().default(''),
  createdAt: createdAtColumn(),
});
