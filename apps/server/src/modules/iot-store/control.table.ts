import { boolean, doublePrecision, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { REQUEST_STATUSES, SWITCH_ACTIONS } from '@pfs/domain/iot-ingest';
import { gatewayTable } from './gateway.table.js';
import { createdAtColumn, refColumn, tsColumn } from '../../db/columns.js';

export const switchStateTable = pgTable(
  'iot_switch_states',
  {
    pointId: integer('point_id').primaryKey(),
    on: boolean('on').notNull(),
    value: doublePrecision('value'),
    cause: text('cause').notNull(),
    ts: tsColumn('ts').notNull(),
  },
  (t) => [index('iot_switch_states_ts_idx').on(t.ts)],
);

/** Switch commands and their outcome: the control log (who asked, what, what happened). */
export const controlRequestTable = pgTable(
  'iot_requests',
  {
    reqId: text('req_id').primaryKey(),
    fid: integer('fid').notNull(),
    gwId: refColumn('gw_id', () => gatewayTable.gwId, 'cascade'),
    pointId: integer('point_id').notNull(),
    action: text('action', { enum: SWITCH_ACTIONS }).notNull(),
    value: doublePrecision('value'),
    status: text('status', { enum: REQUEST_STATUSES }).notNull(),
    uid: integer('uid'),
    source: text('source').notNull().default('manual'),
    attempts: integer('attempts').notNull().default(0),
    error: text('error').notNull().default(''),
    createdAt: createdAtColumn(),
    expiresAt: tsColumn('expires_at').notNull(),
    doneAt: tsColumn('done_at'),
  },
  (t) => [index('iot_requests_fid_created_idx').on(t.fid, t.createdAt)],
);
