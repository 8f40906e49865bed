import { keepPreviousData } from '@tanstack/react-query';
import { getIotLast24, type Last24 } from '@pfs/domain/iot-history';
import { useCall } from '@/lib/call-api';

export type { Last24 };

/** The last 24 hours hour by hour and the newest reading; refreshed every minute. */
export const useIotLast24 = (fid: number, pointIds: number[]) =>
  useCall(getIotLast24, { fid, point_ids: pointIds }, { enabled: pointIds.length > 0, refetchInterval: 60_000, placeholderData: keepPreviousData });
