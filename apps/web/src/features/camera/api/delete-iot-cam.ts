import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cameraRefBodySchema } from '@pfs/domain';
import { post, type FacBody, type OkReply } from '@/lib/request';
import { cameraKeys } from './camera-keys';

export type CamRef = FacBody<typeof cameraRefBodySchema>;

/** POST /api/delete_iot_cam — 摄像头已删除. */
export const deleteIotCam = (body: CamRef) => post<OkReply>('/api/delete_iot_cam', cameraRefBodySchema.parse(body));

export function useDeleteIotCam() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: deleteIotCam, onSuccess: (_r, b) => qc.invalidateQueries({ queryKey: cameraKeys.all(b.fid) }) });
}
