import { addShipment, getShipment, getShipmentList, getShipOrders, proposeShipment } from '@pfs/domain/shipment';
import { routesOf, withMsg } from '../../lib/route.js';
import type { ShipmentService } from './shipment.service.js';

/** /finished/shipment: open orders, a first-expiring-first proposal, shipping, the list and a shipment's note. */
export const shipmentRoutes = routesOf('出货', (calls, { shipments }: { shipments: ShipmentService }) => {
  calls.serve(getShipOrders, ({ fid, kw }) => shipments.openOrders(fid, kw));
  calls.serve(proposeShipment, ({ fid, order_id, date }) => shipments.propose(fid, order_id, date));
  calls.serve(addShipment, async (body, req) => {
    const d = await shipments.add(body, req.auth!.uid);
    return withMsg(d, `已出货，出货单 ${d.shipment.ship_no}`);
  });
  calls.serve(getShipmentList, ({ fid, page, size, kw, order_id, cust_id, start_day, end_day }) =>
    shipments.list(fid, { page, size, kw, orderId: order_id, custId: cust_id, startDay: start_day, endDay: end_day }),
  );
  calls.serve(getShipment, ({ fid, shipment_id }) => shipments.detail(fid, shipment_id));
});
