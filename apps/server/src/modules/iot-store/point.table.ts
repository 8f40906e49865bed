import { boolean, doublePrecision, integer, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import type { BirthPoint } from '@pfs/domain/iot-ingest';
import { gatewayTable } from './gateway.table.js';
import { deviceGroupTable } from './device-group.table.js';
import { refColumn } from '../../db/columns.js';

export const pointTable = pgTable(
  'iot_points',
  {
    pointId: serial('point_id').primaryKey(),
    gwId: refColumn('gw_id', () => gatewayTable.gwId, 'cascade'),
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

/** A point as a gateway's birth announces it: the row a birth inserts or refreshes (staff's settings are not in it). */
export const announcedPointRow = (gwId: number, p: BirthPoint): typeof pointTable.$inferInsert => ({
  gwId,
  code: p.code,
  kind: p.kind,
  name: p.name,
  quantity: p.quantity,
  unit: p.unit,
  writable: p.writable,
  minValue: p.min ?? null,
  maxValue: p.max ?? null,
});
