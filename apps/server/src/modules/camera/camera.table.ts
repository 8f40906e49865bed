import { boolean, index, pgTable, text } from 'drizzle-orm/pg-core';
import type { CameraKind } from '@pfs/domain/camera';
import { areaTable, factoryOwned } from '../facility/facility.table.js';
import { refColumn, remarkColumn, updatedAtColumn } from '../../db/columns.js';

/** The camera registry (监控摄像头): one row per camera, in an area of the factory. */
export const cameraTable = pgTable(
  'cameras',
  {
    ...factoryOwned('camId'),
    areaId: refColumn('area_id', () => areaTable.areaId, 'cascade'),
    name: text('name').notNull(),
    kind: text('kind').$type<CameraKind>().notNull(),
    url: text('url').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    onScreen: boolean('on_screen').notNull().default(true),
    remark: remarkColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [index('cameras_fid_area_idx').on(t.fid, t.areaId)],
);
export type CameraRow = typeof cameraTable.$inferSelect;
