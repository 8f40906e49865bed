import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Failed-login counters shared by every server instance (keys are namespaced: pair, ip, account, reset). */
export const loginThrottleTable = pgTable('login_throttles', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});
