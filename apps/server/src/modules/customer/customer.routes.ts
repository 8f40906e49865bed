import { z } from 'zod';
import {
  customerListBodySchema,
  customerOptionSchema,
  customerRefBodySchema,
  customerSchema,
  pagedSchema,
  plantFacBodySchema,
  saveCustomerBodySchema,
} from '@pfs/domain';
import { access } from '../../plugins/access.js';
import { routesOf, withMsg } from '../../lib/route.js';
import type { CustomerService } from './customer.service.js';

/** /plant/customer: customers with contacts and delivery addresses; the order form's customer picker. */
export const customerRoutes = routesOf('客户', (calls, { customers }: { customers: CustomerService }) => {
  const list = access.perm('customer.list');
  const edit = access.perm('customer.edit');

  calls.post(
    '/api/get_customer_list',
    { access: list, summary: '客户列表（联系电话已脱敏；订单数、未完成订单、订购量）', body: customerListBodySchema, data: pagedSchema(customerSchema) },
    async ({ fid, page, size, kw, kind, status }) => customers.list(fid, { page, size, kw, kind, status }),
  );

  calls.post(
    '/api/get_customer',
    { access: list, summary: '客户详情（联系电话已脱敏）', body: customerRefBodySchema, data: customerSchema },
    async ({ fid, cust_id }) => customers.get(fid, cust_id),
  );

  calls.post(
    '/api/get_customer_form',
    { access: edit, summary: '编辑客户用的完整资料（联系电话不脱敏）', body: customerRefBodySchema, data: customerSchema },
    async ({ fid, cust_id }) => customers.form(fid, cust_id),
  );

  calls.post(
    '/api/get_customer_options',
    { access: access.perm('sales.list'), summary: '启用的客户（订单表单的客户选择）', body: plantFacBodySchema, data: z.array(customerOptionSchema) },
    async ({ fid }) => customers.options(fid),
  );

  calls.post('/api/save_customer', { access: edit, summary: '新建或修改客户', body: saveCustomerBodySchema, data: customerSchema }, async (body, req) => {
    const { customer, msg } = await customers.save(body, req.auth!.uid);
    return withMsg(customer, msg);
  });
});
