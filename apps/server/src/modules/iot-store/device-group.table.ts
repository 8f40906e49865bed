import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { areaTable, factoryOwned } from '../facility/facility.table.js';
import { createdAtColumn } from '../../db/columns.js';

/** Device groups of a factory (e.g. "A 排补光灯"): the control panel lists points by area, then by group. */
export const deviceGroupTable = pgTable(
  'iot_device_groups',
  {
    ...factoryOwned('grpId'),
    areaId: integer('area_id').references(() => areaTable.areaId, { onDelete: 'set null' }),
    name: text('name').notNull(),
    sortNo: integer('sort_no').notNull().default(0),
    description: text('description').notNull().default(''),
    createdAt: createdAtColumn(),
  },
  (t) => [index('iot_device_groups_fid_idx').on(t.fid, t.sortNo)],
);
