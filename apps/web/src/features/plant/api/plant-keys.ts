import type { QueryClient } from '@tanstack/react-query';
import { getFacAreaOptions } from '@pfs/domain/factory-cfg';
import {
  getFacPlantLogList,
  getPlantBatchClimate,
  getPlantBatchDelLog,
  getPlantBatchDetail,
  getPlantBatchList,
  getPlantCycleStats,
  getPlantDistribution,
  getPlantDueMoveList,
  getPlantHarvestList,
  getPlantHistoryList,
  getPlantInProcessList,
  getPlantInProcessPhases,
  getPlantLossList,
  getPlantOverview,
  getPlantPicList,
  getPlantProtection,
  getPlantProtectionList,
  getPlantSowList,
  getPlantTransplantList,
} from '@pfs/domain/plant';
import { getPlantSpecOptions } from '@pfs/domain/plant-spec';
import { getPlantDueSowingList } from '@pfs/domain/sales';
import { invalidateCalls } from '@/lib/call-api';
import { invalidateMaterial } from '@/lib/material-options';

/** Every planting read, keyed by its call: a batch write may change any of them. */
const plantReads = [
  getPlantOverview,
  getPlantBatchList,
  getPlantBatchDetail,
  getPlantBatchClimate,
  getPlantInProcessList,
  getPlantInProcessPhases,
  getPlantDueMoveList,
  getPlantSowList,
  getPlantTransplantList,
  getPlantHistoryList,
  getPlantCycleStats,
  getPlantDistribution,
  getPlantLossList,
  getPlantHarvestList,
  getPlantBatchDelLog,
  getFacPlantLogList,
  getPlantProtectionList,
  getPlantProtection,
  getPlantPicList,
  getPlantSpecOptions,
];

/**
 * A batch write changes lists, the overview, the distribution map, area occupancy and stock at once: every planting
 * read, the due sowings (an order's call), the area pickers (free positions) and the material views (a sowing or a
 * spray takes stock, a void gives it back) are read again. Cached reads of every factory are marked, `fid` is not needed.
 */
export const invalidatePlant = (qc: QueryClient, _fid?: number) =>
  Promise.all([invalidateCalls(qc, ...plantReads, getPlantDueSowingList, getFacAreaOptions), invalidateMaterial(qc)]);
