import { getScreenCfg, type ScreenVariant } from '@pfs/domain/screen';
import { useCall } from '@/lib/call-api';

/** One template's configuration (empty and unpublished until first saved). */
export const useScreenCfg = (fid: number | undefined, variant: ScreenVariant) => useCall(getScreenCfg, { fid: fid!, variant }, { enabled: !!fid });
