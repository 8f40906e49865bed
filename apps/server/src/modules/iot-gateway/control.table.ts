import { boolean, doublePrecision, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { REQUEST_STATUSES, SWITCH_ACTIONS } from '@pfs/domain';
import { gatewayTable } from './gateway.table.js';

export const switchStateTable = pgTable(
  'iot_switch_states',
  {
    pointId: integer('point_id').primaryKey(),
    on: boolean('on').notNull(),
    value: doublePrecision('value'),
    cause: text('cause').notNull(),
    ts: timestamp('ts', { withTimezone: true }).notNull(),
  },
  (t) => [index('iot_switch_states_ts_idx').on(t.ts)],
);

/** Switch commands and their outcome: the control log (who asked, what, what happened). */
export const controlRequestTable = pgTable(
  'iot_requests',
  {
    reqId: text('req_id').primaryKey(),
    fid: integer('fid').notNull(),
    gwId: integer('gw_id')
      .notNull()
      .references(() => gatewayTable.gwId, { onDelete: 'cascade' }),
    pointId: integer('point_id').notNull(),
    action: text('action', { enum: SWITCH_ACTIONS }).notNull(),
    value: doublePrecision('value'),
    status: text('status', { enum: REQUEST_STATUSES }).notNull(),
    uid: integer('uid'),
    source: text('source').notNull().default('manual'),
    attempts: integer('attempts').notNull().default(0),
    error: text('error').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (t) => [index('iot_requests_fid_created_idx').on(t.fid, t.createdAt)],
);
