import type { QueryClient } from '@tanstack/react-query';
import { getFacAreaDetail, getFacAreaHistory, getFacAreaList, getFacAreaOptions, getFacFieldList, getFacIotCfg } from '@pfs/domain/factory-cfg';
import { invalidateCalls } from '@/lib/call-api';
import { invalidateIotData } from '@/lib/iot-data/query-keys';

/**
 * After a layout write (fields, areas, gateways of areas): fields show their areas' totals, areas their field and
 * gateways, every area picker (种植 too) its areas, and the IoT pages the area names and gateway areas — all are read again.
 */
export const invalidateLayout = (qc: QueryClient) =>
  Promise.all([invalidateCalls(qc, getFacFieldList, getFacAreaList, getFacAreaOptions, getFacAreaDetail, getFacAreaHistory, getFacIotCfg), invalidateIotData(qc)]);
