import { doublePrecision, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';

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
