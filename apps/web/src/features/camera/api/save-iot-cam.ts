import { getIotCamList, saveCameraBodySchema, saveIotCam } from '@pfs/domain/camera';
import { getScreenOptions } from '@pfs/domain/screen';
import { callWithMsg, invalidateCalls } from '@/lib/call-api';
import type { FacBody } from '@/lib/request';
import { useRefreshingMutation } from '@/lib/fac-query';

export type SaveCamInput = FacBody<typeof saveCameraBodySchema>;

/** A new camera (no cam_id) or a change; the list and the screen settings' camera picker show it. */
export const useSaveIotCam = () =>
  useRefreshingMutation(
    (body: SaveCamInput) => callWithMsg(saveIotCam, saveCameraBodySchema.parse(body)),
    (qc) => invalidateCalls(qc, getIotCamList, getScreenOptions),
  );
