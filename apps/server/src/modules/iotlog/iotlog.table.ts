import { bigserial, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { tsColumn } from '../../db/columns.js';

/**
 * The IoT log (物联网日志): what happened to the factory's devices and who caused it — control requests and
 * their outcomes, gateways going on/offline, gateway and strategy configuration. uid is null for the system.
 */
export const iotLogTable = pgTable(
  'iot_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    fid: integer('fid').notNull(),
    ts: tsColumn('ts').notNull().defaultNow(),
    uid: integer('uid'),
    kind: text('kind').notNull(),
    target: text('target').notNull().default(''),
    content: text('content').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [index('iot_logs_fid_ts_idx').on(t.fid, t.ts), index('iot_logs_fid_kind_ts_idx').on(t.fid, t.kind, t.ts)],
);
