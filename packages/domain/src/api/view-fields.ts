import { z } from 'zod';
import { GROWING_PHASES } from '../plant/plant-vocab.js';
import { recordStatusSchema } from '../plant/plant-fields.js';

/**
 * Reply fields several views share: what a row refers to, named beside its id so pages need no second
 * call. The `opt…` ones are null where the row has none (a gateway not placed in an area, a move without a batch).
 */
/** What a batch, spec or seed grows, named as the pages show it (生菜 · 奶油生菜). */
export const cropView = { crop: z.string(), variety: z.string() };
export const batchRefView = { batch_id: z.number(), batch_no: z.string(), ...cropView };
export const optAreaView = { area_id: z.number().nullable(), area_name: z.string().nullable() };
export const optBatchView = { batch_id: z.number().nullable(), batch_no: z.string().nullable() };
export const optGroupView = { grp_id: z.number().nullable(), grp_name: z.string().nullable() };
/** A sales order (订单) named by its number and customer. */
export const orderRefView = { order_id: z.number(), order_no: z.string(), cust_name: z.string() };
/** The gateway (网关) a point is on. */
export const gwRefView = { gw_id: z.number(), gw_name: z.string() };
/** A material item (物料): a seed, pesticide or supply. */
export const itemRefView = { item_id: z.number(), item_name: z.string() };
/** A material lot (物料批号) named by its number. */
export const lotRefView = { lot_id: z.number(), lot_no: z.string() };
/** When and by whom a row (an order, a spec version) was created. */
export const createdView = { created_at: z.iso.datetime(), created_by_name: z.string() };
/** A master record's (customer, supplier, crop spec) enabled/disabled status and free remark. */
export const statusRemarkView = { status: recordStatusSchema, remark: z.string() };
/** A factory (工厂) as its lists show it: names, whether it is a test factory, where it stands. */
export const facNameView = { fid: z.number(), fac_name: z.string(), short_name: z.string(), for_test: z.boolean(), city_district: z.string() };
/** What a factory is set up for: its usage, the plant types it grows and the modules it has. */
export const facSetupView = { faci_usage: z.string(), plant_types: z.array(z.string()), modules: z.array(z.object({ mcode: z.string(), name: z.string() })) };
/** A member's role in a factory. */
export const roleRefView = { role_id: z.number(), role_name: z.string() };
/** Who recorded a row. */
export const operatorView = { operator_name: z.string() };
/** A crop spec (品种规格) named by its crop and variety. */
export const specRefView = { spec_id: z.number(), ...cropView };
/** The crop spec version a batch follows (or is planned to). */
export const specVerRefView = { spec_id: z.number(), spec_ver: z.number(), ...cropView };
/** A finished-goods product: the crop spec with its grade and packing. */
export const specGradeView = { ...specRefView, grade: z.string(), grade_name: z.string(), packing: z.string() };

/** Where a batch's dishes stand (or are planned to) in a growing phase. */
export const phasePlaceView = { phase: z.enum(GROWING_PHASES), area_id: z.number(), area_name: z.string(), dishes: z.number() };

/** Pickers and maps by field (厂房) then area: each area carries `area` besides its id and name. */
export const fieldAreaTreeSchema = <S extends z.ZodRawShape>(area: S) =>
  z.array(z.object({ field_id: z.number(), name: z.string(), areas: z.array(z.object({ area_id: z.number(), name: z.string(), ...area })) }));

/** Whether a point is a switch that takes a number, and its bounds (null: on/off only). */
export const switchRangeView = {
  writable: z.boolean(),
  min: z.number().nullable().describe('开关可设数值的下限（仅开关；null 为只能开关）'),
  max: z.number().nullable().describe('开关可设数值的上限'),
};
/** A point's latest state: a reading, or a switch's number and whether it is on. */
export const pointLatestView = {
  value: z.number().nullable().describe('传感器/计量表的最新读数，或开关的数值'),
  on: z.boolean().nullable().describe('开关是否打开（非开关为 null）'),
  ts: z.iso.datetime().nullable(),
};
