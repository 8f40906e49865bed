import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { ScreenPanelCfg, ScreenVariant } from '@pfs/domain/screen';
import { fidColumn } from '../facility/facility.table.js';
import { updatedAtColumn } from '../../db/columns.js';

/** What one template (variant) of a factory's public screen shows; a missing row is an unpublished, empty screen. */
export type ScreenCfgJson = {
  title: string;
  subtitle: string;
  point_ids: number[];
  pic_ids: number[];
  ext_pic_ids: number[];
  cam_ids: number[];
  panels: ScreenPanelCfg[];
  sections: string[];
};

export const screenCfgTable = pgTable(
  'screen_cfgs',
  {
    fid: fidColumn(),
    variant: text('variant').$type<ScreenVariant>().notNull(),
    published: boolean('published').notNull().default(false),
    isMain: boolean('is_main').notNull().default(false),
    cfg: jsonb('cfg').$type<ScreenCfgJson>().notNull(),
    updatedAt: updatedAtColumn(),
    updatedBy: integer('updated_by'),
  },
  (t) => [primaryKey({ columns: [t.fid, t.variant] })],
);

/** Open screens, from their heartbeats: one row per browser (client_id kept in its local storage). */
export const screenClientTable = pgTable(
  'screen_clients',
  {
    fid: fidColumn(),
    clientId: text('client_id').notNull(),
    variant: text('variant').$type<ScreenVariant>().notNull(),
    path: text('path').notNull().default(''),
    ip: text('ip').notNull().default(''),
    firstAt: timestamp('first_at', { withTimezone: true }).notNull().defaultNow(),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.fid, t.clientId] }), index('screen_clients_last_idx').on(t.fid, t.lastAt)],
);
