import { z } from 'zod';
import { facBodySchema, fidSchema, kwSchema, listBodySchema, pagedSchema } from '../api/envelope.js';
import { idSchema, textSchema } from '../api/fields.js';
import { recordStatusSchema, remarkSchema } from '../plant/plant-fields.js';
import { CUSTOMER_KINDS } from '../sales/sales-vocab.js';
import { statusRemarkView } from '../api/view-fields.js';
import { callAccess, pageCallsOf } from '../contract/call.js';

/**
 * Calls of 客户 (/plant/customer, customer.list / customer.edit). Mobiles are masked (spec §3) in every
 * reply except the edit form's (`get_customer_form`, customer.edit).
 */

export const custIdSchema = idSchema('客户编号', 'cust_id');
export const customerKindSchema = z.enum(CUSTOMER_KINDS, { error: `客户类型 kind 只能是 ${CUSTOMER_KINDS.join('、')}` });

const MOBILE = /^[0-9+\-() ]{3,20}$/;
export const customerContactSchema = z.object({
  name: textSchema('联系人姓名', 32, { min: 1, minMsg: '请填写联系人姓名' }),
  mobile: z
    .string({ error: '联系电话 mobile 须为 3–20 位数字（可含 + - 括号 空格）' })
    .trim()
    .regex(MOBILE, '联系电话 mobile 须为 3–20 位数字（可含 + - 括号 空格）'),
  title: textSchema('联系人职务', 32).default(''),
});
export const customerAddressSchema = z.object({
  label: textSchema('地址名称', 32).default(''),
  address: textSchema('送货地址', 200, { min: 2, minMsg: '送货地址至少 2 个字' }),
});

export const saveCustomerBodySchema = z.object({
  fid: fidSchema,
  cust_id: custIdSchema.optional(),
  name: textSchema('客户名称', 64, { min: 2, minMsg: '客户名称至少 2 个字' }),
  kind: customerKindSchema,
  contacts: z.array(customerContactSchema).max(10, '联系人最多 10 个').default([]),
  addresses: z.array(customerAddressSchema).max(10, '送货地址最多 10 个').default([]),
  status: recordStatusSchema.default('enabled'),
  remark: remarkSchema,
});
export type SaveCustomerBody = z.infer<typeof saveCustomerBodySchema>;

export const customerListBodySchema = listBodySchema({ kw: kwSchema, kind: customerKindSchema.optional(), status: recordStatusSchema.optional() });
export const customerRefBodySchema = z.object({ fid: fidSchema, cust_id: custIdSchema });

export const customerSchema = z.object({
  cust_id: z.number(),
  name: z.string(),
  kind: customerKindSchema,
  contacts: z.array(z.object({ name: z.string(), mobile: z.string(), title: z.string() })),
  addresses: z.array(z.object({ label: z.string(), address: z.string() })),
  ...statusRemarkView,
  order_ct: z.number(),
  open_order_ct: z.number(),
  /** Kg ordered over every order not cancelled. */
  ordered_kg: z.number(),
  /** Delivery date of the latest completed order (最近交货). */
  last_order_date: z.string().nullable(),
  /** Earliest delivery date among open orders (下次交货). */
  next_delivery_date: z.string().nullable(),
  created_at: z.iso.datetime(),
});
export type CustomerView = z.infer<typeof customerSchema>;

/** Enabled customers for the order form's picker: the list row's name, kind and addresses. */
export const customerOptionSchema = customerSchema.pick({ cust_id: true, name: true, kind: true, addresses: true });

const { list, edit, ...customerCalls } = pageCallsOf('客户', 'customer');

export const getCustomerList = list.post('/api/get_customer_list', { summary: '客户列表（联系电话：有「管理客户」权限者完整，其他人脱敏；订单数、未完成订单、订购量）', body: customerListBodySchema, data: pagedSchema(customerSchema) });

export const getCustomer = list.post('/api/get_customer', { summary: '客户详情（联系电话：有「管理客户」权限者完整，其他人脱敏）', body: customerRefBodySchema, data: customerSchema });

export const getCustomerForm = edit.post('/api/get_customer_form', { summary: '编辑客户用的完整资料（联系电话不脱敏）', body: customerRefBodySchema, data: customerSchema });

/** The order form's picker: sales.list, not customer.list (an order clerk need not see the customer page). */
export const getCustomerOptions = customerCalls.post('/api/get_customer_options', { access: callAccess.perm('sales.list'), summary: '启用的客户（订单表单的客户选择）', body: facBodySchema, data: z.array(customerOptionSchema) });

export const saveCustomer = edit.post('/api/save_customer', { summary: '新建或修改客户', body: saveCustomerBodySchema, data: customerSchema });
