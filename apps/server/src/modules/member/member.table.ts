import { index, pgTable, primaryKey, text, unique } from 'drizzle-orm/pg-core';
import { factoryOwned, fidColumn } from '../facility/facility.table.js';
import { byUserColumn, uidColumn } from '../user/user.table.js';
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

/**
 * An invitation to join a factory, by the account name a manager typed. Nothing of the account is read until its
 * owner accepts (a manager learns neither whether the name exists nor who it is); the name is kept as typed.
 */
export const memberInviteTable = pgTable(
  'member_invites',
  {
    ...factoryOwned('inviteId'),
    uniNo: text('uni_no').notNull(),
    // Deleting the role withdraws its invitations.
    roleId: refColumn('role_id', () => roleTable.roleId, 'cascade'),
    invitedBy: byUserColumn('invited_by'),
    createdAt: createdAtColumn(),
    expiresAt: tsColumn('expires_at').notNull(),
  },
  (t) => [unique('member_invites_fid_uni_no_uq').on(t.fid, t.uniNo), index('member_invites_uni_no_idx').on(t.uniNo)],
);
