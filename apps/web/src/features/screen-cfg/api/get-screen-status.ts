import { useQuery } from '@tanstack/react-query';
import type { ScreenStatus } from '@pfs/domain';
import { postData } from '@/lib/request';
import { screenCfgKeys } from './screen-cfg-keys';

/** POST /api/get_screen_status — templates published, the main one, and the screens on (refreshed every 30 s). */
export const getScreenStatus = (fid: number) => postData<ScreenStatus>('/api/get_screen_status', { fid });

export const useScreenStatus = (fid: number | undefined) =>
  useQuery({ queryKey: screenCfgKeys.status(fid), queryFn: () => getScreenStatus(fid!), enabled: !!fid, refetchInterval: 30_000 });
