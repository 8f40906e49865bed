import { type CallReply } from '@pfs/domain';
import { getScreenOptions } from '@pfs/domain/screen';
import { useCall } from '@/lib/call-api';

export type ScreenOptions = CallReply<typeof getScreenOptions>;

/** The crop pictures and cameras a screen may show. */
export const useScreenOptions = (fid: number | undefined) => useCall(getScreenOptions, { fid: fid! }, { enabled: !!fid });
