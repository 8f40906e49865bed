import { boolean, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { factoryOwned } from '../facility/facility.table.js';
import { remarkColumn, updatedAtColumn } from '../../db/columns.js';

/** Saved analysis sets (分析配置): sensors compared together, default range and display options, per factory. */
export const analysisSetTable = pgTable(
  'iot_analysis_sets',
  {
    ...factoryOwned('setId'),
    name: text('name').notNull(),
    pointIds: integer('point_ids').array().notNull(),
    rangeDays: integer('range_days').notNull(),
    view: text('view', { enum: ['compare', 'profile'] })
      .notNull()
      .default('compare'),
    normalise: boolean('normalise').notNull().default(false),
    dayStart: text('day_start').notNull().default('06:00'),
    dayEnd: text('day_end').notNull().default('18:00'),
    remark: remarkColumn(),
    updatedBy: integer('updated_by'),
    updatedAt: updatedAtColumn(),
  },
  (t) => [unique('iot_analysis_sets_fid_name_uq').on(t.fid, t.name)],
);
