import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { tsColumn } from '../../db/columns.js';

/** Failed-login counters shared by every server instance (keys are namespaced: pair, ip, account, reset). */
export const loginThrottleTable = pgTable('login_throttles', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: tsColumn('reset_at').notNull(),
  lockedUntil: tsColumn('locked_until'),
});
