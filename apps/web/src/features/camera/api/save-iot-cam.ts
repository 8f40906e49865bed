import { saveCameraBodySchema, type CameraView } from '@pfs/domain';
import { post, type DataReply, type FacBody } from '@/lib/request';
import { useRefreshingMutation } from '@/lib/fac-query';
import { cameraKeys } from './camera-keys';

export type SaveCamInput = FacBody<typeof saveCameraBodySchema>;

/** POST /api/save_iot_cam — a new camera (no cam_id) or a change. */
export const saveIotCam = (body: SaveCamInput) => post<DataReply<CameraView>>('/api/save_iot_cam', saveCameraBodySchema.parse(body));

export const useSaveIotCam = () => useRefreshingMutation(saveIotCam, (qc, b) => qc.invalidateQueries({ queryKey: cameraKeys.all(b.fid) }));
