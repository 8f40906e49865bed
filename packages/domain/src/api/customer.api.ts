import { z } from 'zod';
import { fidSchema, kwSchema, listBodySchema } from './envelope.js';
import { idSchema, textSchema } from './fields.js';
import { recordStatusSchema, remarkSchema } from './plant-fields.js';
import { CUSTOMER_KINDS } from '../sales/sales-vocab.js';
import { statusRemarkView } from './view-fields.js';

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
