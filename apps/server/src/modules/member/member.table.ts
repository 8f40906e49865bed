import { index, pgTable, primaryKey, text, unique } from 'drizzle-orm/pg-core';
import { factoryOwned, fidColumn } from '../facility/facility.table.js';
import { uidColumn } from '../user/user.table.js';
import { createdAtColumn, enabledStatusColumn, refColumn, tsColumn, updatedAtColumn } from '../../db/columns.js';

export const roleTable = pgTable(
  'roles',
  {
    ...factoryOwned('roleId'),
    name: text('name').notNull(),
    codes: text('codes').array().notNull().default([]),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [unique('roles_fid_name_uq').on(t.fid, t.name)],
);

/** A user's place in a factory: one role per factory. */
export const membershipTable = pgTable(
  'memberships',
  {
    uid: uidColumn(),
    fid: fidColumn(),
    roleId: refColumn('role_id', () => roleTable.roleId),
    status: enabledStatusColumn(),
    joinedAt: tsColumn('joined_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.uid, t.fid] }), index('memberships_fid_idx').on(t.fid)],
);
