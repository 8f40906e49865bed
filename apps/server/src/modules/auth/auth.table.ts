import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { userTable } from '../user/user.table.js';

/** Sessions are opaque random tokens; only their SHA-256 is stored. */
export const sessionTable = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    uid: integer('uid')
      .notNull()
      .references(() => userTable.uid, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_uid_idx').on(t.uid)],
);

export const passwordResetTable = pgTable('password_resets', {
  tokenHash: text('token_hash').primaryKey(),
  uid: integer('uid')
    .notNull()
    .references(() => userTable.uid, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
