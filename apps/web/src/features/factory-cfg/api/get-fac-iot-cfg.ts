import { getFacIotCfg } from '@pfs/domain/factory-cfg';
import { useCall } from '@/lib/call-api';

/** Areas with their gateways, every gateway with its area, targets per area kind. */
export const useFacIotCfg = (fid: number | undefined) => useCall(getFacIotCfg, { fid: fid! }, { enabled: !!fid });
