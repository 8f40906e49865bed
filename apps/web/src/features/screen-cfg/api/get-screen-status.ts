import { getScreenStatus } from '@pfs/domain/screen';
import { useCall } from '@/lib/call-api';

/** Templates published, the main one, and the screens on (refreshed every 30 s). */
export const useScreenStatus = (fid: number | undefined) => useCall(getScreenStatus, { fid: fid! }, { enabled: !!fid, refetchInterval: 30_000 });
