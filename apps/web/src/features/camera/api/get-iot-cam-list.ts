import { cameraListBodySchema, type CameraView, type Paged } from '@pfs/domain';
import { postData, type ListBody } from '@/lib/request';
import { useFacQuery } from '@/lib/fac-query';
import { cameraKeys } from './camera-keys';

export type CamListBody = ListBody<typeof cameraListBodySchema>;

/** POST /api/get_iot_cam_list — cameras by area and name. */
export const getIotCamList = (body: CamListBody) => postData<Paged<CameraView>>('/api/get_iot_cam_list', cameraListBodySchema.parse(body));

export const useIotCamList = (body: CamListBody | undefined) => useFacQuery(cameraKeys.list(body ?? { fid: 0 }), body, getIotCamList);
