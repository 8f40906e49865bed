import { getIotDevgrpList, type DeviceGroup } from '@pfs/domain/iot-device';
import { useCall } from '@/lib/call-api';

export type { DeviceGroup };

/** The factory's device groups with their area and device count. */
export const useIotDevgrpList = (fid: number | undefined) => useCall(getIotDevgrpList, { fid: fid! }, { enabled: !!fid });
