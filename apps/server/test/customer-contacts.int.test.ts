import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCustomer, getCustomerForm, getCustomerList, saveCustomer, type CustomerView } from '@pfs/domain/customer';
import { createFacMember, saveFacRole } from '@pfs/domain/member';
import { DEMO, DEMO_FID, callOf, createTestApp, dataOf, login, type TestApp } from './test-app.js';

/**
 * Customers' mobiles by role: a role holding 管理客户 (customer.edit) reads them whole in the list, the detail and
 * the edit form alike; a role with 查看客户 (customer.list) only reads them masked in every call (spec §3).
 */
let app: TestApp;
let manager: string;
let viewer: string;
let custId: number;

const mobiles = (c: CustomerView) => c.contacts.map((x) => x.mobile);

beforeAll(async () => {
  app = await createTestApp();
  manager = await login(app, DEMO.uniNo, DEMO.password);
  const role = await dataOf(app, saveFacRole, { fid: DEMO_FID, name: '客户查看', codes: ['customer.list'] }, manager);
  await callOf(app, createFacMember, { fid: DEMO_FID, uni_no: 'custview01', cname: '客户查看员', password: 'custview-pass-1', role_id: role.role_id }, manager);
  viewer = await login(app, 'custview01', 'custview-pass-1');
  const saved = await dataOf(
    app,
    saveCustomer,
    {
      fid: DEMO_FID,
      name: '鲜果超市',
      kind: 'supermarket',
      contacts: [
        { name: '王经理', mobile: '13812345678', title: '采购' },
        { name: '李主管', mobile: '021-5888 1234', title: '' },
      ],
    },
    manager,
  );
  custId = saved.cust_id;
});
afterAll(() => app.stop());

describe('customer mobiles', () => {
  it('are whole for 管理客户 (customer.edit): list, detail and edit form agree', async () => {
    const list = await dataOf(app, getCustomerList, { fid: DEMO_FID }, manager);
    expect(list.items.map(mobiles)).toEqual([['13812345678', '021-5888 1234']]);
    expect(mobiles(await dataOf(app, getCustomer, { fid: DEMO_FID, cust_id: custId }, manager))).toEqual(['13812345678', '021-5888 1234']);
    expect(mobiles(await dataOf(app, getCustomerForm, { fid: DEMO_FID, cust_id: custId }, manager))).toEqual(['13812345678', '021-5888 1234']);
  });

  it('are masked for a role without it, in every call it may make, and the full form is refused', async () => {
    const list = await dataOf(app, getCustomerList, { fid: DEMO_FID }, viewer);
    expect(list.items.map(mobiles)).toEqual([['138********', '021********']]);
    expect(mobiles(await dataOf(app, getCustomer, { fid: DEMO_FID, cust_id: custId }, viewer))).toEqual(['138********', '021********']);
    const form = await callOf(app, getCustomerForm, { fid: DEMO_FID, cust_id: custId }, viewer);
    expect(form.status).toBe(403);
    expect(JSON.stringify(form.body)).not.toContain('12345678');
    // The hidden digits do not find the customer either.
    expect((await dataOf(app, getCustomerList, { fid: DEMO_FID, kw: '12345678' }, viewer)).total_ct).toBe(0);
  });
});
