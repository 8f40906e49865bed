import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { screenOptionsSchema } from '@pfs/domain';
import { postData } from '@/lib/request';
import { screenCfgKeys } from './screen-cfg-keys';

export type ScreenOptions = z.infer<typeof screenOptionsSchema>;

/** POST /api/get_screen_options — the crop pictures and cameras a screen may show. */
export const getScreenOptions = (fid: number) => postData<ScreenOptions>('/api/get_screen_options', { fid });

export const useScreenOptions = (fid: number | undefined) => useQuery({ queryKey: screenCfgKeys.options(fid), queryFn: () => getScreenOptions(fid!), enabled: !!fid });
