import { getIotCamAreas } from '@pfs/domain/camera';
import { useCall } from '@/lib/call-api';

/** The areas a camera may be put in. */
export const useIotCamAreas = (fid: number | undefined) => useCall(getIotCamAreas, { fid: fid! }, { enabled: !!fid, staleTime: 60_000 });
