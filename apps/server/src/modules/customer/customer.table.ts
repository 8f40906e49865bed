import { index, jsonb, pgTable, text, unique } from 'drizzle-orm/pg-core';
import type { CustomerAddress, CustomerContact, CustomerKind } from '@pfs/domain/sales';
import { factoryOwned } from '../facility/facility.table.js';
import { byUserColumn } from '../user/user.table.js';
import { createdAtColumn, enabledStatusColumn, remarkColumn, updatedAtColumn } from '../../db/columns.js';

/**
 * Customers (客户) of a factory: the company, its kind, contacts and delivery addresses. Contacts and
 * addresses are a handful per customer and always read with it, so they live in jsonb rather than tables.
 */
export const customerTable = pgTable(
  'customers',
  {
    ...factoryOwned('custId'),
    name: text('name').notNull(),
    kind: text('kind').$type<CustomerKind>().notNull(),
    contacts: jsonb('contacts').$type<CustomerContact[]>().notNull().default([]),
    addresses: jsonb('addresses').$type<CustomerAddress[]>().notNull().default([]),
    status: enabledStatusColumn(),
    remark: remarkColumn(),
    createdBy: byUserColumn('created_by'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [unique('customers_name_uq').on(t.fid, t.name), index('customers_kind_idx').on(t.fid, t.kind)],
);
