import { date, integer, numeric, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** A moment with time zone (nullable until `.notNull()`). */
export const tsColumn = (name: string) => timestamp(name, { withTimezone: true });

/** When a row was made (the database's clock, with time zone). */
export const createdAtColumn = () => tsColumn('created_at').notNull().defaultNow();

/** When a row last changed; writes set it, the default covers the insert. */
export const updatedAtColumn = () => tsColumn('updated_at').notNull().defaultNow();

/** A calendar day, read and written as 'YYYY-MM-DD'. */
export const dayColumn = (name: string) => date(name, { mode: 'string' });

/** A weight or quantity kept to three decimals (kg, or a material's own unit). */
export const qtyColumn = (name: string) => numeric(name, { precision: 14, scale: 3, mode: 'number' });

/** A free-text remark, empty when none was written. */
export const remarkColumn = () => text('remark').notNull().default('');

/** A record that is switched off rather than deleted (history refers to it). */
export const enabledStatusColumn = () =>
  text('status', { enum: ['enabled', 'disabled'] })
    .notNull()
    .default('enabled');

/** A required reference to another table's key; `onDelete` as in SQL (default: the referenced row cannot go). */
export const refColumn = (name: string, key: () => AnyPgColumn, onDelete?: 'cascade' | 'set null') =>
  integer(name)
    .notNull()
    .references(key, onDelete ? { onDelete } : {});
