import { z } from 'zod';
import { fidSchema, kwSchema, listBodySchema, pagedSchema } from '../api/envelope.js';
import { daySchema, decimalSchema, idSchema, intSchema, textSchema } from '../api/fields.js';
import { dayRangeFilter, kgSchema, remarkSchema } from '../plant/plant-fields.js';
import { finishedLotIdSchema } from '../finished/finished.api.js';
import { custIdSchema } from '../customer/customer.api.js';
import { cropView, orderRefView, specGradeView } from '../api/view-fields.js';
import { pageCallsOf } from '../contract/call.js';

/** Shipping (出货) against an order: lots picked first-expiring first, each shipped lot gets a public trace code. */

export const shipmentIdSchema = idSchema('出货单编号', 'shipment_id');
const orderIdSchema = idSchema('订单编号', 'order_id');
const lineIdSchema = idSchema('订单行编号', 'line_id');

export const shipOrdersBodySchema = z.object({ fid: fidSchema, kw: kwSchema });
export const shipOrderLineSchema = z.object({
  line_id: z.number(),
  ...specGradeView,
  qty_kg: z.number(),
  shipped_kg: z.number(),
  left_kg: z.number(),
});
export const shipOrderSchema = z.object({
  ...orderRefView,
  delivery_date: z.string(),
  address: z.string(),
  status: z.string(),
  lines: z.array(shipOrderLineSchema),
});
export type ShipOrder = z.infer<typeof shipOrderSchema>;

/** A lot's pieces (件数) as entered with its kg: the shipping form prefills boxes from them. */
const lotPiecesView = { count: z.number(), entered_kg: z.number() };
export const proposeShipmentBodySchema = z.object({ fid: fidSchema, order_id: orderIdSchema, date: daySchema('出货日期', 'date').optional() });
export const shipProposalSchema = z.object({
  order: shipOrderSchema,
  lines: z.array(
    z.object({
      line_id: z.number(),
      short_kg: z.number(),
      picks: z.array(
        z.object({
          lot_id: z.number(),
          lot_no: z.string(),
          version: z.number(),
          kg: z.number(),
          left_kg: z.number(),
          expires_on: z.string(),
          area_name: z.string(),
          ...lotPiecesView,
        }),
      ),
      /** Every lot of the line's spec and grade in stock, for the user to change the picks. */
      lots: z.array(
        z.object({ lot_id: z.number(), lot_no: z.string(), version: z.number(), left_kg: z.number(), expires_on: z.string(), area_name: z.string(), ...lotPiecesView }),
      ),
    }),
  ),
});
export type ShipProposal = z.infer<typeof shipProposalSchema>;

export const addShipmentBodySchema = z.object({
  fid: fidSchema,
  order_id: orderIdSchema,
  date: daySchema('出货日期', 'date'),
  vehicle: textSchema('车牌号', 16).default(''),
  driver: textSchema('司机', 32).default(''),
  driver_phone: textSchema('司机电话', 20).default(''),
  temp_c: decimalSchema('车厢温度 temp_c', { min: -40, max: 40 }).nullable().default(null),
  remark: remarkSchema,
  items: z
    .array(
      z.object({
        line_id: lineIdSchema,
        lot_id: finishedLotIdSchema,
        /** The lot's version the user saw: a lot changed meanwhile (another shipment) answers 409. */
        version: intSchema('批号版本 version', { min: 0, max: 2_147_483_647 }),
        kg: kgSchema('出货重量 kg'),
        boxes: intSchema('箱数 boxes', { min: 0, max: 100_000 }).default(0),
      }),
    )
    .min(1, '请至少选择一个成品批号出货')
    .max(100, '一次出货最多 100 个批号'),
});
export type AddShipmentBody = z.infer<typeof addShipmentBodySchema>;

export const shipmentListBodySchema = listBodySchema({ ...dayRangeFilter, kw: kwSchema, order_id: orderIdSchema.optional(), cust_id: custIdSchema.optional() });
export const shipmentSchema = z.object({
  shipment_id: z.number(),
  ship_no: z.string(),
  ...orderRefView,
  address: z.string(),
  date: z.string(),
  vehicle: z.string(),
  driver: z.string(),
  driver_phone: z.string(),
  temp_c: z.number().nullable(),
  kg: z.number(),
  boxes: z.number(),
  item_ct: z.number(),
  remark: z.string(),
  operator_name: z.string(),
});
export type Shipment = z.infer<typeof shipmentSchema>;

export const shipmentRefBodySchema = z.object({ fid: fidSchema, shipment_id: shipmentIdSchema });
export const shipmentDetailSchema = z.object({
  shipment: shipmentSchema,
  fac_name: z.string(),
  items: z.array(
    z.object({
      item_id: z.number(),
      line_id: z.number(),
      lot_id: z.number(),
      lot_no: z.string(),
      batch_no: z.string(),
      ...cropView,
      grade_name: z.string(),
      packing: z.string(),
      kg: z.number(),
      boxes: z.number(),
      entered_on: z.string(),
      expires_on: z.string(),
      tid: z.string(),
      trace_url: z.string(),
    }),
  ),
});
export type ShipmentDetail = z.infer<typeof shipmentDetailSchema>;

/** /finished/shipment: warehouse.list reads, warehouse.edit ships. */
const { list, edit } = pageCallsOf('出货', 'warehouse');

export const getShipOrders = list.post('/api/get_ship_orders', { summary: '可出货的订单及各行剩余重量', body: shipOrdersBodySchema, data: z.array(shipOrderSchema) });

export const proposeShipment = list.post('/api/propose_shipment', { summary: '按先到期先出为订单各行建议出货批号（可修改）', body: proposeShipmentBodySchema, data: shipProposalSchema });

export const addShipment = edit.post('/api/add_shipment', { summary: '出货：从成品批号按订单行出货，每个批号生成溯源码；超出库存或订单剩余量时拒绝', body: addShipmentBodySchema, data: shipmentDetailSchema });

export const getShipmentList = list.post('/api/get_shipment_list', { summary: '出货记录', body: shipmentListBodySchema, data: pagedSchema(shipmentSchema) });

export const getShipment = list.post('/api/get_shipment', { summary: '出货单详情（送货单、箱标与溯源码）', body: shipmentRefBodySchema, data: shipmentDetailSchema });
