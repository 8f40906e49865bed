import { index, integer, pgTable, primaryKey, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { facilityTable } from '../facility/facility.table.js';
import { userTable } from '../user/user.table.js';

export const roleTable = pgTable(
  'roles',
  {
    roleId: serial('role_id').primaryKey(),
    fid: integer('fid')
      .notNull()
      .references(() => facilityTable.fid, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    codes: text('codes').array().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('roles_fid_name_uq').on(t.fid, t.name)],
);

/** A user's place in a factory: one role per factory. */
export const membershipTable = pgTable(
  'memberships',
  {
    uid: integer('uid')
      .notNull()
      .references(() => userTable.uid, { onDelete: 'cascade' }),
    fid: integer('fid')
      .notNull()
      .references(() => facilityTable.fid, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roleTable.roleId),
    status: text('status', { enum: ['enabled', 'disabled'] }).notNull().default('enabled'),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.uid, t.fid] }), index('memberships_fid_idx').on(t.fid)],
);
