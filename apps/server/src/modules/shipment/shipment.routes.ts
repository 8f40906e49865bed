import { z } from 'zod';
import {
  addShipmentBodySchema,
  pagedSchema,
  proposeShipmentBodySchema,
  shipmentDetailSchema,
  shipmentListBodySchema,
  shipmentRefBodySchema,
  shipmentSchema,
  shipOrderSchema,
  shipOrdersBodySchema,
  shipProposalSchema,
} from '@pfs/domain';
import { pageRoutesOf, withMsg } from '../../lib/route.js';
import type { ShipmentService } from './shipment.service.js';

/** /finished/shipment: open orders, a first-expiring-first proposal, shipping, the list and a shipment's note. */
export const shipmentRoutes = pageRoutesOf('出货', 'warehouse', ({ list, edit }, { shipments }: { shipments: ShipmentService }) => {
  list.post('/api/get_ship_orders', { summary: '可出货的订单及各行剩余重量', body: shipOrdersBodySchema, data: z.array(shipOrderSchema) }, ({ fid, kw }) =>
    shipments.openOrders(fid, kw),
  );

  list.post(
    '/api/propose_shipment',
    { summary: '按先到期先出为订单各行建议出货批号（可修改）', body: proposeShipmentBodySchema, data: shipProposalSchema },
    ({ fid, order_id, date }) => shipments.propose(fid, order_id, date),
  );

  edit.post(
    '/api/add_shipment',
    {
      summary: '出货：从成品批号按订单行出货，每个批号生成溯源码；超出库存或订单剩余量时拒绝',
      body: addShipmentBodySchema,
      data: shipmentDetailSchema,
    },
    async (body, req) => {
      const d = await shipments.add(body, req.auth!.uid);
      return withMsg(d, `已出货，出货单 ${d.shipment.ship_no}`);
    },
  );

  list.post(
    '/api/get_shipment_list',
    { summary: '出货记录', body: shipmentListBodySchema, data: pagedSchema(shipmentSchema) },
    ({ fid, page, size, kw, order_id, cust_id, start_day, end_day }) =>
      shipments.list(fid, { page, size, kw, orderId: order_id, custId: cust_id, startDay: start_day, endDay: end_day }),
  );

  list.post(
    '/api/get_shipment',
    { summary: '出货单详情（送货单、箱标与溯源码）', body: shipmentRefBodySchema, data: shipmentDetailSchema },
    ({ fid, shipment_id }) => shipments.detail(fid, shipment_id),
  );
});
