import { bigint, boolean, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';

/**
 * Telemetry sequence numbers received, per gateway, until the gap check has looked at them. With several instances
 * sharing a gateway's messages (shared subscriptions), only the union of what each received shows a gap; `base`
 * marks the one row per gateway kept from the previous check as the point to continue from.
 */
export const gatewaySeqTable = pgTable(
  'iot_gw_seq',
  {
    gwId: integer('gw_id').notNull(),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    base: boolean('base').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.gwId, t.seq] })],
);
