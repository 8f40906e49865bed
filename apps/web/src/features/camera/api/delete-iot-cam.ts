import { cameraRefBodySchema, deleteIotCam, getIotCamList } from '@pfs/domain/camera';
import { getScreenOptions } from '@pfs/domain/screen';
import { callWithMsg, invalidateCalls } from '@/lib/call-api';
import type { FacBody } from '@/lib/request';
import { useRefreshingMutation } from '@/lib/fac-query';

export type CamRef = FacBody<typeof cameraRefBodySchema>;

/** 摄像头已删除; the list and the screen settings' camera picker drop it. */
export const useDeleteIotCam = () =>
  useRefreshingMutation(
    (body: CamRef) => callWithMsg(deleteIotCam, cameraRefBodySchema.parse(body)),
    (qc) => invalidateCalls(qc, getIotCamList, getScreenOptions),
  );
