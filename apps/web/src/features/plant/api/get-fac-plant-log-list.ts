import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { exportPlantLogBodySchema, facEventItemSchema, ListExportFile, Paged, plantLogBodySchema } from '@pfs/domain';
import { postData, type FacBody } from '@/lib/request';
import { plantKeys } from './plant-keys';

export type PlantLogBody = FacBody<typeof plantLogBodySchema>;
export type PlantLogItem = z.infer<typeof facEventItemSchema>;

/** POST /api/get_fac_plant_log_list — 种植日志 by time, kind, operator and words such as a batch number (syslog.list). */
export const getFacPlantLogList = (body: PlantLogBody) => postData<Paged<PlantLogItem>>('/api/get_fac_plant_log_list', body);

/** POST /api/export_fac_plant_log_list — the same filters as an Excel file. */
export const exportFacPlantLogList = (body: z.input<typeof exportPlantLogBodySchema>) => postData<ListExportFile>('/api/export_fac_plant_log_list', body);

export const useFacPlantLogList = (body: PlantLogBody) =>
  useQuery({ queryKey: plantKeys.list('plant-log', body), queryFn: () => getFacPlantLogList(body), placeholderData: keepPreviousData });
