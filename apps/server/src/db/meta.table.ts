import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Small key/value facts about the installation (e.g. that the demo data was seeded once). */
export const metaTable = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
