import { bigserial, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { tsColumn } from '../../db/columns.js';

/** Account events. fid is null for events outside a factory (login, logout, own password). */
export const userLogTable = pgTable(
  'user_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ts: tsColumn('ts').notNull().defaultNow(),
    fid: integer('fid'),
    uid: integer('uid'),
    uniNo: text('uni_no').notNull().default(''),
    type: text('type').notNull(),
    detail: text('detail').notNull().default(''),
    ip: text('ip').notNull().default(''),
  },
  (t) => [index('user_logs_uid_ts_idx').on(t.uid, t.ts), index('user_logs_fid_ts_idx').on(t.fid, t.ts)],
);

export const pageVisitTable = pgTable(
  'page_visits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ts: tsColumn('ts').notNull().defaultNow(),
    fid: integer('fid').notNull(),
    uid: integer('uid').notNull(),
    siteName: text('site_name').notNull().default(''),
    path: text('path').notNull(),
    param: text('param').notNull().default(''),
  },
  (t) => [index('page_visits_fid_ts_idx').on(t.fid, t.ts)],
);

export const facEventTable = pgTable(
  'fac_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ts: tsColumn('ts').notNull().defaultNow(),
    fid: integer('fid').notNull(),
    uid: integer('uid'),
    type: text('type').notNull(),
    detail: text('detail').notNull().default(''),
  },
  (t) => [index('fac_events_fid_ts_idx').on(t.fid, t.ts)],
);
