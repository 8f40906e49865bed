import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { cameraListBodySchema, type CameraView, type Paged } from '@pfs/domain';
import { postData, type ListBody } from '@/lib/request';
import { cameraKeys } from './camera-keys';

export type CamListBody = ListBody<typeof cameraListBodySchema>;

/** POST /api/get_iot_cam_list — cameras by area and name. */
export const getIotCamList = (body: CamListBody) => postData<Paged<CameraView>>('/api/get_iot_cam_list', cameraListBodySchema.parse(body));

export const useIotCamList = (body: CamListBody | undefined) =>
  useQuery({ queryKey: cameraKeys.list(body ?? { fid: 0 }), queryFn: () => getIotCamList(body!), enabled: !!body?.fid, placeholderData: keepPreviousData });
