import { cameraRefBodySchema } from '@pfs/domain';
import { post, type FacBody, type OkReply } from '@/lib/request';
import { useRefreshingMutation } from '@/lib/fac-query';
import { cameraKeys } from './camera-keys';

export type CamRef = FacBody<typeof cameraRefBodySchema>;

/** POST /api/delete_iot_cam — 摄像头已删除. */
export const deleteIotCam = (body: CamRef) => post<OkReply>('/api/delete_iot_cam', cameraRefBodySchema.parse(body));

export const useDeleteIotCam = () => useRefreshingMutation(deleteIotCam, (qc, b) => qc.invalidateQueries({ queryKey: cameraKeys.all(b.fid) }));
