import type { z } from 'zod';
import { cycleStatsBodySchema, exportPlantCycleStats as exportCall, getPlantCycleStats, type cycleStatsSchema } from '@pfs/domain/plant';
import { callApi, usePagedCall } from '@/lib/call-api';
import type { FacBody } from '@/lib/request';

export type CycleStatsBody = FacBody<typeof cycleStatsBodySchema>;
export type CycleStats = z.infer<typeof cycleStatsSchema>;

/** Planned against actual days per phase per crop spec. */
export const usePlantCycleStats = (b: CycleStatsBody | undefined) => usePagedCall(getPlantCycleStats, b);

/** The same table as an .xlsx file (the body has no paging to drop). */
export const exportPlantCycleStats = (b: CycleStatsBody) => callApi(exportCall, cycleStatsBodySchema.parse(b));
