import type { z } from 'zod';
import type { LotView, StockMove } from '@pfs/domain/material';
import type { LotTake, MaterialKind } from '@pfs/domain/plant';
import type { adjustLotBodySchema, issueMaterialBodySchema, receiveLotBodySchema, returnMaterialBodySchema, updateLotBodySchema } from '@pfs/domain/material';

// The bodies and outcomes of stock movements: what the routes pass in and what sowing and crop protection book.
export type ReceiveBody = z.output<typeof receiveLotBodySchema>;
export type UpdateLotBody = z.output<typeof updateLotBodySchema>;
export type IssueBody = z.output<typeof issueMaterialBodySchema>;
export type ReturnBody = z.output<typeof returnMaterialBodySchema>;
export type AdjustBody = z.output<typeof adjustLotBodySchema>;
export type StockMoveResult = { moves: StockMove[]; lots: LotView[] };

/** An issue booked inside another module's transaction (sowing takes seed, a crop protection pesticide). */
export type IssueRequest = {
  fid: number;
  item_id: number;
  qty: number;
  /** The day it was used (factory time zone); not after today. */
  date: string;
  uid: number;
  /** The kind the caller expects (a sowing's seed, a protection's pesticide): another kind is refused. */
  kind?: MaterialKind;
  /** A lot the user chose; otherwise first-expiring first. */
  lot_id?: number;
  batch_id?: number;
  prot_id?: number;
  reason?: string;
};
export type IssueAllocation = LotTake & { move_id: number };
export type IssueOutcome = { item: { item_id: number; kind: MaterialKind; name: string; unit: string }; allocations: IssueAllocation[] };
