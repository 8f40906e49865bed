import { boolean, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

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
  status: text('status', { enum: ['enabled', 'disabled'] }).notNull().default('enabled'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
});
export type UserRow = typeof userTable.$inferSelect;
