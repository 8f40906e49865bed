import { keepPreviousData } from '@tanstack/react-query';
import type { z } from 'zod';
import { getFacPlantLogList, type plantLogBodySchema } from '@pfs/domain/plant';
import { type facEventItemSchema } from '@pfs/domain/syslog';
import { useCall } from '@/lib/call-api';
import type { FacBody } from '@/lib/request';

export type PlantLogBody = FacBody<typeof plantLogBodySchema>;
export type PlantLogItem = z.infer<typeof facEventItemSchema>;

/** 种植日志 by time, kind, operator and words such as a batch number (syslog.list). */
export const useFacPlantLogList = (body: PlantLogBody) => useCall(getFacPlantLogList, body, { placeholderData: keepPreviousData });
