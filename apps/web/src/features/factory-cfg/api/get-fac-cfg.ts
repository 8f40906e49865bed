import { getFacCfg } from '@pfs/domain/factory-cfg';
import { useCall } from '@/lib/call-api';

/** The factory's own fields, modules and logo. */
export const useFacCfg = (fid: number | undefined) => useCall(getFacCfg, { fid: fid! }, { enabled: !!fid });
