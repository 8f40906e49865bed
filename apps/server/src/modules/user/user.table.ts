import { eq } from 'drizzle-orm';
import { boolean, integer, pgTable, serial, text, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { createdAtColumn, enabledStatusColumn, refColumn, tsColumn, updatedAtColumn } from '../../db/columns.js';

export const userTable = pgTable('users', {
  uid: serial('uid').primaryKey(),
  uniNo: text('uni_no').notNull().unique(),
  username: text('username').notNull(),
  passwordHash: text('password_hash').notNull(),
  cname: text('cname').notNull(),
  mobile: text('mobile').notNull().default(''),
  email: text('email').notNull().default(''),
  pic: text('pic').notNull().default(''),
  isEgpU: boolean('is_egp_u').notNull().default(false),
  isSa: boolean('is_sa').notNull().default(false),
  status: enabledStatusColumn(),
  createdAt: createdAtColumn(),
  updatedAt: updatedAtColumn(),
  lastLoginAt: tsColumn('last_login_at'),
});
export type UserRow = typeof userTable.$inferSelect;

/** The join condition to the user a row names (who recorded, operated or deleted it): `.leftJoin(userTable, userOf(t.uid))`. */
export const userOf = (uid: AnyPgColumn) => eq(userTable.uid, uid);

/** The user a row belongs to: deleting the user deletes the row. */
export const uidColumn = () => refColumn('uid', () => userTable.uid, 'cascade');

/** Who did something to a row; deleting the user keeps the row and forgets who. */
export const byUserColumn = (name: string) => integer(name).references(() => userTable.uid, { onDelete: 'set null' });
