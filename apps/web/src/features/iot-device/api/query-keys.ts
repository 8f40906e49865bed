import type { QueryClient } from '@tanstack/react-query';
import { getIotDevList, getIotDevgrpList } from '@pfs/domain/iot-device';
import { getIotPointOptions } from '@pfs/domain/iot-history';
import { invalidateCalls } from '@/lib/call-api';

/**
 * After a write: devices and groups together (groups show device counts), and the shared point options, whose names,
 * units and points a device edit may have changed.
 */
export const invalidateDevices = (qc: QueryClient) => invalidateCalls(qc, getIotDevList, getIotDevgrpList, getIotPointOptions);
