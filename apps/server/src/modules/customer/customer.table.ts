import { index, integer, jsonb, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import type { CustomerAddress, CustomerContact, CustomerKind } from '@pfs/domain';
import { facilityTable } from '../facility/facility.table.js';
import { userTable } from '../user/user.table.js';

/**
 * Customers (客户) of a factory: the company, its kind, contacts and delivery addresses. Contacts and
 * addresses are a handful per customer and always read with it, so they live in jsonb rather than tables.
 */
export const customerTable = pgTable(
  'customers',
  {
    custId: serial('cust_id').primaryKey(),
    fid: integer('fid')
      .notNull()
      .references(() => facilityTable.fid, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    kind: text('kind').$type<CustomerKind>().notNull(),
    contacts: jsonb('contacts').$type<CustomerContact[]>().notNull().default([]),
    addresses: jsonb('addresses').$type<CustomerAddress[]>().notNull().default([]),
    status: text('status', { enum: ['enabled', 'disabled'] })
      .notNull()
      .default('enabled'),
    remark: text('remark').notNull().default(''),
    createdBy: integer('created_by').references(() => userTable.uid, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('customers_name_uq').on(t.fid, t.name), index('customers_kind_idx').on(t.fid, t.kind)],
);
