import { bigint, boolean, doublePrecision, index, integer, pgTable, primaryKey, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { REQUEST_STATUSES, SWITCH_ACTIONS } from '@pfs/domain';
import { areaTable, facilityTable } from '../facility/facility.table.js';
import { deviceGroupTable } from './device-group.table.js';

export const gatewayTable = pgTable('iot_gateways', {
  gwId: serial('gw_id').primaryKey(),
  fid: integer('fid')
    .notNull()
    .references(() => facilityTable.fid, { onDelete: 'cascade' }),
  areaId: integer('area_id').references(() => areaTable.areaId, { onDelete: 'set null' }),
  sn: text('sn').notNull().unique(),
  name: text('name').notNull(),
  secretHash: text('secret_hash').notNull(),
  /** Run by the built-in simulator: its secret is renewed at every start and handed to the simulator. */
  simulated: boolean('simulated').notNull().default(false),
  online: boolean('online').notNull().default(false),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
  onlineSince: timestamp('online_since', { withTimezone: true }),
  msgCt: bigint('msg_ct', { mode: 'number' }).notNull().default(0),
  readingCt: bigint('reading_ct', { mode: 'number' }).notNull().default(0),
  rejectedCt: bigint('rejected_ct', { mode: 'number' }).notNull().default(0),
  lastRejectReason: text('last_reject_reason').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const pointTable = pgTable(
  'iot_points',
  {
    pointId: serial('point_id').primaryKey(),
    gwId: integer('gw_id')
      .notNull()
      .references(() => gatewayTable.gwId, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    kind: text('kind', { enum: ['sensor', 'switch', 'meter'] }).notNull(),
    name: text('name').notNull().default(''),
    quantity: text('quantity').notNull().default(''),
    unit: text('unit').notNull().default(''),
    writable: boolean('writable').notNull().default(false),
    minValue: doublePrecision('min_value'),
    maxValue: doublePrecision('max_value'),
    /** Device settings kept across births: a birth refreshes name/unit, these override what is shown. */
    grpId: integer('grp_id').references(() => deviceGroupTable.grpId, { onDelete: 'set null' }),
    displayName: text('display_name'),
    displayUnit: text('display_unit'),
    sortNo: integer('sort_no').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [unique('iot_points_gw_code_uq').on(t.gwId, t.code)],
);

/** Raw readings, idempotent on (point, ts): a replayed or re-delivered reading is stored once. */
export const readingTable = pgTable(
  'iot_readings',
  {
    pointId: integer('point_id').notNull(),
    ts: timestamp('ts', { withTimezone: true }).notNull(),
    v: doublePrecision('v').notNull(),
  },
  (t) => [primaryKey({ columns: [t.pointId, t.ts] })],
);

export const latestValueTable = pgTable('iot_latest_values', {
  pointId: integer('point_id').primaryKey(),
  ts: timestamp('ts', { withTimezone: true }).notNull(),
  v: doublePrecision('v').notNull(),
});

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
