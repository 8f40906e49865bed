import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { cameraAreaSchema } from '@pfs/domain';
import { postData } from '@/lib/request';
import { cameraKeys } from './camera-keys';

export type CamArea = z.infer<typeof cameraAreaSchema>;

/** POST /api/get_iot_cam_areas — the areas a camera may be put in. */
export const getIotCamAreas = (fid: number) => postData<CamArea[]>('/api/get_iot_cam_areas', { fid });

export const useIotCamAreas = (fid: number | undefined) => useQuery({ queryKey: cameraKeys.areas(fid), queryFn: () => getIotCamAreas(fid!), enabled: !!fid, staleTime: 60_000 });
