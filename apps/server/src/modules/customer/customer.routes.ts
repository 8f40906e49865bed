import { z } from 'zod';
import { customerListBodySchema, customerOptionSchema, customerRefBodySchema, customerSchema, pagedSchema, saveCustomerBodySchema, seesFullContacts } from '@pfs/domain';
import { access } from '../../plugins/access.js';
import { pageRoutesOf, withMsg } from '../../lib/route.js';
import type { CustomerService } from './customer.service.js';
import type { MemberService } from '../member/member.service.js';

type Deps = { customers: CustomerService; members: MemberService };

/** /plant/customer: customers with contacts and delivery addresses; the order form's customer picker. */
export const customerRoutes = pageRoutesOf('客户', 'customer', ({ list, edit, ...calls }, { customers, members }: Deps) => {
  // Mobiles in full for a role holding customer.edit (CONTACT_FULL_CODE), masked for everyone else.
  const full = async (uid: number, fid: number) => seesFullContacts((await members.codesOf(uid, fid)) ?? []);
  list.post(
    '/api/get_customer_list',
    { summary: '客户列表（联系电话：有「管理客户」权限者完整，其他人脱敏；订单数、未完成订单、订购量）', body: customerListBodySchema, data: pagedSchema(customerSchema) },
    async ({ fid, ...f }, req) => customers.list(fid, f, await full(req.auth!.uid, fid)),
  );

  list.post(
    '/api/get_customer',
    { summary: '客户详情（联系电话：有「管理客户」权限者完整，其他人脱敏）', body: customerRefBodySchema, data: customerSchema },
    async ({ fid, cust_id }, req) => customers.get(fid, cust_id, await full(req.auth!.uid, fid)),
  );

  edit.post(
    '/api/get_customer_form',
    { summary: '编辑客户用的完整资料（联系电话不脱敏）', body: customerRefBodySchema, data: customerSchema },
    ({ fid, cust_id }) => customers.form(fid, cust_id),
  );

  calls.factory(
    '/api/get_customer_options',
    { access: access.perm('sales.list'), summary: '启用的客户（订单表单的客户选择）', data: z.array(customerOptionSchema) },
    (fid) => customers.options(fid),
  );

  edit.post('/api/save_customer', { summary: '新建或修改客户', body: saveCustomerBodySchema, data: customerSchema }, async (body, req) => {
    const { customer, msg } = await customers.save(body, req.auth!.uid);
    return withMsg(customer, msg);
  });
});
