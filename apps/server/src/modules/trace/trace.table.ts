import { date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { facilityTable } from '../facility/facility.table.js';
import { shipmentItemTable } from '../shipment/shipment.table.js';

/**
 * Trace codes (溯源码): one per shipped lot, `tid` 128 random bits in base64url (the public URL's only key).
 * Scans are counted per code and day; `scans` on the code is the running total the public page shows.
 */
export const traceCodeTable = pgTable(
  'trace_codes',
  {
    tid: text('tid').primaryKey(),
    fid: integer('fid')
      .notNull()
      .references(() => facilityTable.fid, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .unique('trace_codes_item_uq')
      .references(() => shipmentItemTable.itemId, { onDelete: 'cascade' }),
    scans: integer('scans').notNull().default(0),
    lastScanAt: timestamp('last_scan_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('trace_codes_fid_idx').on(t.fid, t.createdAt)],
);

export const traceScanDayTable = pgTable(
  'trace_scan_days',
  {
    tid: text('tid')
      .notNull()
      .references(() => traceCodeTable.tid, { onDelete: 'cascade' }),
    fid: integer('fid').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    scans: integer('scans').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tid, t.day] }), index('trace_scan_days_fid_idx').on(t.fid, t.day)],
);
