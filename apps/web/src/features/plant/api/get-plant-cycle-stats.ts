import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { cycleStatsBodySchema, type ListExportFile, type cycleStatsSchema } from '@pfs/domain';
import { postData, type FacBody } from '@/lib/request';
import { plantKeys } from './plant-keys';

export type CycleStatsBody = FacBody<typeof cycleStatsBodySchema>;
export type CycleStats = z.infer<typeof cycleStatsSchema>;

/** POST /api/get_plant_cycle_stats — planned against actual days per phase per crop spec. */
export const getPlantCycleStats = (b: CycleStatsBody) => postData<CycleStats>('/api/get_plant_cycle_stats', cycleStatsBodySchema.parse(b));
/** POST /api/export_plant_cycle_stats — the same table as an .xlsx file (the body has no paging to drop). */
export const exportPlantCycleStats = (b: CycleStatsBody) => postData<ListExportFile>('/api/export_plant_cycle_stats', cycleStatsBodySchema.parse(b));

export const usePlantCycleStats = (b: CycleStatsBody | undefined) =>
  useQuery({ queryKey: plantKeys.cycle(b ?? { fid: 0 }), queryFn: () => getPlantCycleStats(b!), enabled: !!b?.fid, placeholderData: keepPreviousData });
