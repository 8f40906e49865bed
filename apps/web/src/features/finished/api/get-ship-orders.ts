import { z } from 'zod';
import { shipOrderSchema, shipOrdersBodySchema } from '@pfs/domain';
import { readCall } from './finished-call';

/** POST /api/get_ship_orders — orders that can ship, with each line's weight still to ship. */
export const shipOrders = readCall('/api/get_ship_orders', shipOrdersBodySchema, z.array(shipOrderSchema));
