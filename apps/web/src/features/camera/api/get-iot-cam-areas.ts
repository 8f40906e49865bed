import { getIotCamAreas } from '@pfs/domain';
import { useCall } from '@/lib/call-api';

/** The areas a camera may be put in. */
export const useIotCamAreas = (fid: number | undefined) => useCall(getIotCamAreas, { fid: fid! }, { enabled: !!fid, staleTime: 60_000 });
