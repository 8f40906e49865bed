import { date, doublePrecision, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';

/**
 * Hourly and daily rollups of every point, maintained as readings arrive (only readings that were new,
 * so a replayed reading is never counted twice). Day = calendar day in the factory time zone (TIME_ZONE).
 * min/max carry their timestamps: the daily rows are also the extreme-value record (extreme_list).
 */
const rollupColumns = {
  pointId: integer('point_id').notNull(),
  ct: integer('ct').notNull(),
  minV: doublePrecision('min_v').notNull(),
  minTs: timestamp('min_ts', { withTimezone: true }).notNull(),
  maxV: doublePrecision('max_v').notNull(),
  maxTs: timestamp('max_ts', { withTimezone: true }).notNull(),
  sumV: doublePrecision('sum_v').notNull(),
  firstTs: timestamp('first_ts', { withTimezone: true }).notNull(),
  firstV: doublePrecision('first_v').notNull(),
  lastTs: timestamp('last_ts', { withTimezone: true }).notNull(),
  lastV: doublePrecision('last_v').notNull(),
};

export const hourlyRollupTable = pgTable(
  'iot_rollup_hourly',
  {
    ...rollupColumns,
    /** Start of the hour (UTC instant). */
    bucket: timestamp('bucket', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.pointId, t.bucket] })],
);

export const dailyRollupTable = pgTable(
  'iot_rollup_daily',
  {
    ...rollupColumns,
    /** Calendar day in the factory time zone. */
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.pointId, t.day] })],
);
