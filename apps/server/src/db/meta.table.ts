import { pgTable, text } from 'drizzle-orm/pg-core';
import { updatedAtColumn } from './columns.js';

/** Small key/value facts about the installation (e.g. that the demo data was seeded once). */
export const metaTable = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: updatedAtColumn(),
});
