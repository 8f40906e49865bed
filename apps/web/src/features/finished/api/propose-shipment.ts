import { proposeShipment } from '@pfs/domain';
import { readCall } from './finished-call';

export type { ShipProposal } from '@pfs/domain';

/** Lots proposed for an order, first-expiring first. */
export const shipProposal = readCall(proposeShipment);
