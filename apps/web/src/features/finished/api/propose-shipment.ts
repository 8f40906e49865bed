import { proposeShipmentBodySchema, shipProposalSchema } from '@pfs/domain';
import { readCall } from './finished-call';

export type { ShipProposal } from '@pfs/domain';

/** POST /api/propose_shipment — lots proposed for an order, first-expiring first. */
export const shipProposal = readCall('/api/propose_shipment', proposeShipmentBodySchema, shipProposalSchema);
