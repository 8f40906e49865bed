import { type CallBody } from '@pfs/domain';
import { createIotDev } from '@pfs/domain/iot-device';
import { callApi } from '@/lib/call-api';
import { useRefreshingMutation } from '@/lib/fac-query';
import { invalidateDevices } from './query-keys';

/** Declares a point before the gateway announces it. */
export const useCreateIotDev = () => useRefreshingMutation((b: CallBody<typeof createIotDev>) => callApi(createIotDev, b), (qc) => invalidateDevices(qc));
