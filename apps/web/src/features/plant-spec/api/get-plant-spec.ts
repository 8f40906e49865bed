import type { z } from 'zod';
import { getPlantSpec as specCall, type specDetailSchema } from '@pfs/domain/plant-spec';
import { callApi, useCall } from '@/lib/call-api';

export type SpecDetail = z.infer<typeof specDetailSchema>;

/** The spec with its current version (or `ver`) and every version with its batch count. */
export const getPlantSpec = (fid: number, specId: number, ver?: number) => callApi(specCall, { fid, spec_id: specId, ver });

export const usePlantSpec = (fid: number | undefined, specId: number | undefined, ver?: number) =>
  useCall(specCall, { fid: fid!, spec_id: specId!, ver }, { enabled: !!fid && !!specId });
