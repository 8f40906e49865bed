import {
  addEntryBodySchema,
  adjustFinishedLotBodySchema,
  entryListBodySchema,
  finishedFacBodySchema,
  finishedLotSchema,
  finishedSummarySchema,
  harvestItemSchema,
  harvestListBodySchema,
  pagedSchema,
  pickSummaryBodySchema,
  pickSummarySchema,
  stockDistributionSchema,
  stockListBodySchema,
  tmpStoreBodySchema,
  tmpStoreItemSchema,
} from '@pfs/domain';
import { readCall, writeCall } from './finished-call';

export type { FinishedLot, HarvestItem, TmpStoreItem } from '@pfs/domain';

/** 成品 calls, one line each: url, request schema, reply schema (docs/production.md, 成品与出货). */
export const tmpStoreList = readCall('/api/get_tmp_store_list', tmpStoreBodySchema, pagedSchema(tmpStoreItemSchema));
export const pickRecordList = readCall('/api/get_plant_harvest_list', harvestListBodySchema, pagedSchema(harvestItemSchema));
export const pickSummary = readCall('/api/get_pick_summary', pickSummaryBodySchema, pickSummarySchema);
export const entryList = readCall('/api/get_finished_entry_list', entryListBodySchema, pagedSchema(finishedLotSchema));
export const stockList = readCall('/api/get_finished_stock', stockListBodySchema, pagedSchema(finishedLotSchema));
export const stockDistribution = readCall('/api/get_finished_distribution', finishedFacBodySchema, stockDistributionSchema);
export const finishedSummary = readCall('/api/get_finished_summary', finishedFacBodySchema, finishedSummarySchema);
export const addEntry = writeCall('/api/add_finished_entry', addEntryBodySchema, finishedLotSchema);
export const adjustLot = writeCall('/api/adjust_finished_lot', adjustFinishedLotBodySchema, finishedLotSchema);
