import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { fidColumn } from '../facility/facility.table.js';
import { shipmentItemTable } from '../shipment/shipment.table.js';
import { createdAtColumn, dayColumn, tsColumn } from '../../db/columns.js';

/**
 * Trace codes (溯源码): one per shipped lot, `tid` 128 random bits in base64url (the public URL's only key).
 * Scans are counted per code and day; `scans` on the code is the running total the public page shows.
 */
export const traceCodeTable = pgTable(
  'trace_codes',
  {
    tid: text('tid').primaryKey(),
    fid: fidColumn(),
    itemId: integer('item_id')
      .notNull()
      .unique('trace_codes_item_uq')
      .references(() => shipmentItemTable.itemId, { onDelete: 'cascade' }),
    scans: integer('scans').notNull().default(0),
    lastScanAt: tsColumn('last_scan_at'),
    createdAt: createdAtColumn(),
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
    day: dayColumn('day').notNull(),
    scans: integer('scans').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tid, t.day] }), index('trace_scan_days_fid_idx').on(t.fid, t.day)],
);
