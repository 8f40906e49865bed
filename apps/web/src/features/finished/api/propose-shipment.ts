import { proposeShipment } from '@pfs/domain/shipment';
import { readCall } from './finished-call';

export type { ShipProposal } from '@pfs/domain/shipment';

/** Lots proposed for an order, first-expiring first. */
export const shipProposal = readCall(proposeShipment);
