import { cameraListBodySchema, getIotCamList } from '@pfs/domain/camera';
import { callApi, callKey } from '@/lib/call-api';
import { useFacQuery } from '@/lib/fac-query';
import type { ListBody } from '@/lib/request';

export type CamListBody = ListBody<typeof cameraListBodySchema>;

/** Cameras by area and name; the last page stays while the next loads. */
export const useIotCamList = (body: CamListBody | undefined) =>
  useFacQuery(callKey(getIotCamList, body), body, (b) => callApi(getIotCamList, cameraListBodySchema.parse(b)));
