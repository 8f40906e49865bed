import { boolean, doublePrecision, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { tsColumn } from '../../db/columns.js';

/** Alarms: one open (valid) alarm per source and type; repeats update it instead of adding rows. */
export const alarmTable = pgTable(
  'alarms',
  {
    alarmId: serial('alarm_id').primaryKey(),
    fid: integer('fid').notNull(),
    sourceType: text('source_type', { enum: ['point', 'gateway', 'request', 'weather'] }).notNull(),
    sourceId: integer('source_id').notNull(),
    alarmType: text('alarm_type').notNull(),
    level: integer('level').notNull(),
    title: text('title').notNull(),
    status: text('status', { enum: ['valid', 'closed'] })
      .notNull()
      .default('valid'),
    count: integer('count').notNull().default(1),
    lastValue: doublePrecision('last_value'),
    firstAt: tsColumn('first_at').notNull().defaultNow(),
    lastAt: tsColumn('last_at').notNull().defaultNow(),
    closedAt: tsColumn('closed_at'),
    closedBy: integer('closed_by'),
    closeReason: text('close_reason').notNull().default(''),
    /** Someone has taken the alarm on (「已确认，处理中」): it stays open until fixed, but escalation stops. */
    ackedAt: tsColumn('acked_at'),
    ackedBy: integer('acked_by'),
    /**
     * The alarm's condition still holds (value out of range, no data, gateway offline) — apart from open/closed,
     * as ThingsBoard keeps "cleared" apart from "acknowledged". Closed while active means "seen and handled": no new
     * alarm for the source until the condition has cleared and occurs again.
     */
    active: boolean('active').notNull().default(false),
  },
  (t) => [
    uniqueIndex('alarms_one_open_uq')
      .on(t.fid, t.sourceType, t.sourceId, t.alarmType)
      .where(sql`status = 'valid'`),
    index('alarms_active_idx')
      .on(t.fid, t.sourceType, t.sourceId, t.alarmType)
      .where(sql`active`),
    index('alarms_fid_status_idx').on(t.fid, t.status, t.lastAt),
  ],
);

/** Threshold alarm settings of a sensor point. */
export const pointAlarmCfgTable = pgTable('iot_point_alarm_cfg', {
  pointId: integer('point_id').primaryKey(),
  fid: integer('fid').notNull(),
  high: doublePrecision('high'),
  low: doublePrecision('low'),
  /** 0 and 5 count as severe (spec §3). */
  level: integer('level').notNull().default(1),
  /** Seconds a value must stay out of range before the alarm is raised. */
  delayS: integer('delay_s').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
  /** Close the alarm by itself when the value is back in range. */
  autoClear: boolean('auto_clear').notNull().default(true),
  /** Raise a 数据中断 alarm when no reading arrives for this many minutes while the gateway is online. */
  staleMin: integer('stale_min'),
});
