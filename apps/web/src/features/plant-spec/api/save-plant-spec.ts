import { getPlantSpec, getPlantSpecList, getPlantSpecOptions, savePlantSpec as saveCall, saveSpecBodySchema } from '@pfs/domain/plant-spec';
import { callWithMsg, invalidateCalls } from '@/lib/call-api';
import { useRefreshingMutation } from '@/lib/fac-query';
import type { FacBody } from '@/lib/request';

export type SaveSpecInput = FacBody<typeof saveSpecBodySchema>;

/** msg 已保存为第 N 版 when a version field changed; batches keep their version. */
export const savePlantSpec = (body: SaveSpecInput) => callWithMsg(saveCall, saveSpecBodySchema.parse(body));

/** What a spec write changes: the list, the spec's versions, the sowing form's picker. */
export const specReads = [getPlantSpecList, getPlantSpec, getPlantSpecOptions];

export const useSavePlantSpec = () => useRefreshingMutation(savePlantSpec, (qc) => invalidateCalls(qc, ...specReads));
