import type { QueryClient } from '@tanstack/react-query';
import {
  getFacPlantLogList,
  getPlantBatchClimate,
  getPlantBatchDelLog,
  getPlantBatchDetail,
  getPlantBatchList,
  getPlantCycleStats,
  getPlantDistribution,
  getPlantDueMoveList,
  getPlantDueSowingList,
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
  getPlantSpecOptions,
  getPlantTransplantList,
} from '@pfs/domain';
import { invalidateCalls } from '@/lib/call-api';

/**
 * A batch write changes lists, the overview, the distribution map, area occupancy and stock at once, so writes refresh
 * every planting read, and what is still keyed under ['plant', fid] (the other modules' pickers: areas, materials).
 */
export const plantKeys = {
  all: (fid: number | undefined) => ['plant', fid] as const,
  options: (fid: number | undefined, what: string) => ['plant', fid, 'options', what] as const,
};

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

/** The due sowings (an order's call, keyed by the call) change with the batches too. */
export const invalidatePlant = (qc: QueryClient, fid: number) => Promise.all([qc.invalidateQueries({ queryKey: plantKeys.all(fid) }), invalidateCalls(qc, ...plantReads, getPlantDueSowingList)]);
