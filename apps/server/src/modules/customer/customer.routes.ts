import { seesFullContacts } from '@pfs/domain';
import { getCustomer, getCustomerForm, getCustomerList, getCustomerOptions, saveCustomer } from '@pfs/domain/customer';
import { routesOf, withMsg } from '../../lib/route.js';
import type { CustomerService } from './customer.service.js';
import type { MemberService } from '../member/index.js';

type Deps = { customers: CustomerService; members: MemberService };

/** /plant/customer: customers with contacts and delivery addresses; the order form's customer picker. */
export const customerRoutes = routesOf('客户', (calls, { customers, members }: Deps) => {
  // Mobiles in full for a role holding customer.edit (CONTACT_FULL_CODE), masked for everyone else.
  const full = async (uid: number, fid: number) => seesFullContacts((await members.codesOf(uid, fid)) ?? []);
  calls.serve(getCustomerList, async ({ fid, ...f }, req) => customers.list(fid, f, await full(req.auth!.uid, fid)));
  calls.serve(getCustomer, async ({ fid, cust_id }, req) => customers.get(fid, cust_id, await full(req.auth!.uid, fid)));
  calls.serve(getCustomerForm, ({ fid, cust_id }) => customers.form(fid, cust_id));
  calls.serve(getCustomerOptions, ({ fid }) => customers.options(fid));
  calls.serve(saveCustomer, async (body, req) => {
    const { customer, msg } = await customers.save(body, req.auth!.uid);
    return withMsg(customer, msg);
  });
});
