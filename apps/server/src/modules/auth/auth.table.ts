import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { uidColumn } from '../user/user.table.js';
import { createdAtColumn, tsColumn } from '../../db/columns.js';

/** Sessions are opaque random tokens; only their SHA-256 is stored. */
export const sessionTable = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    uid: uidColumn(),
    createdAt: createdAtColumn(),
    lastSeenAt: tsColumn('last_seen_at').notNull().defaultNow(),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    revokedAt: tsColumn('revoked_at'),
  },
  (t) => [index('sessions_uid_idx').on(t.uid)],
);

export const passwordResetTable = pgTable('password_resets', {
  tokenHash: text('token_hash').primaryKey(),
  uid: uidColumn(),
  expiresAt: tsColumn('expires_at').notNull(),
  usedAt: tsColumn('used_at'),
  createdAt: createdAtColumn(),
});
