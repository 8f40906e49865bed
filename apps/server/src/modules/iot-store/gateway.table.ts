import { bigint, boolean, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { areaTable, factoryOwned } from '../facility/facility.table.js';
import { createdAtColumn, tsColumn } from '../../db/columns.js';

export const gatewayTable = pgTable('iot_gateways', {
  ...factoryOwned('gwId'),
  areaId: integer('area_id').references(() => areaTable.areaId, { onDelete: 'set null' }),
  sn: text('sn').notNull().unique(),
  name: text('name').notNull(),
  secretHash: text('secret_hash').notNull(),
  /**
   * The same secret as a Mosquitto password-file hash, for `npm run broker:passwd` (an external broker checks the
   * secret itself). Null for secrets made before it existed: 重置密钥 gives one.
   */
  brokerSecretHash: text('broker_secret_hash'),
  /** Run by the built-in simulator: its secret is renewed at every start and handed to the simulator. */
  simulated: boolean('simulated').notNull().default(false),
  online: boolean('online').notNull().default(false),
  lastSeenAt: tsColumn('last_seen_at'),
  onlineSince: tsColumn('online_since'),
  msgCt: bigint('msg_ct', { mode: 'number' }).notNull().default(0),
  readingCt: bigint('reading_ct', { mode: 'number' }).notNull().default(0),
  rejectedCt: bigint('rejected_ct', { mode: 'number' }).notNull().default(0),
  /** Telemetry messages missing from the gateway's `seq` numbers (lost between gateway, broker and server). */
  seqGapCt: bigint('seq_gap_ct', { mode: 'number' }).notNull().default(0),
  lastRejectReason: text('last_reject_reason').notNull().default(''),
  createdAt: createdAtColumn(),
});
