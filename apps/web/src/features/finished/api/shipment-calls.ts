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
  traceCodeListBodySchema,
  traceCodeSchema,
  traceScanDaysBodySchema,
  traceScanDaysSchema,
} from '@pfs/domain';
import { readCall, writeCall } from './finished-call';

export type { Shipment, ShipmentDetail, ShipProposal } from '@pfs/domain';

/** 出货 and 产品溯源 calls. */
export const shipOrders = readCall('/api/get_ship_orders', shipOrdersBodySchema, z.array(shipOrderSchema));
export const shipProposal = readCall('/api/propose_shipment', proposeShipmentBodySchema, shipProposalSchema);
export const shipmentList = readCall('/api/get_shipment_list', shipmentListBodySchema, pagedSchema(shipmentSchema));
export const shipmentDetail = readCall('/api/get_shipment', shipmentRefBodySchema, shipmentDetailSchema);
export const addShipment = writeCall('/api/add_shipment', addShipmentBodySchema, shipmentDetailSchema);
export const traceCodeList = readCall('/api/get_trace_code_list', traceCodeListBodySchema, pagedSchema(traceCodeSchema));
export const traceScanDays = readCall('/api/get_trace_scan_days', traceScanDaysBodySchema, traceScanDaysSchema);
