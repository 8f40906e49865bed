import { timestamp } from 'drizzle-orm/pg-core';

/** When a row was made (the database's clock, with time zone). */
export const createdAtColumn = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** When a row last changed; writes set it, the default covers the insert. */
export const updatedAtColumn = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
