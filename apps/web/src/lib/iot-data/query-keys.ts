import type { QueryClient } from '@tanstack/react-query';
import { getIotAreaList } from '@pfs/domain/iot-device';
import { getIotGwList } from '@pfs/domain/iot-gateway';
import { getIotPointOptions } from '@pfs/domain/iot-history';
import { invalidateCalls } from '../call-api';

/**
 * The IoT data that several features read (areas, gateways, point options). It lives in lib/ because features may
 * not import one another: one wrapper per call here serves every page, cached under the call's own key.
 */
export const iotDataCalls = [getIotAreaList, getIotGwList, getIotPointOptions] as const;

/** After a write that renames or moves gateways, areas or points: every page reading them fetches again. */
export const invalidateIotData = (qc: QueryClient) => invalidateCalls(qc, ...iotDataCalls);
