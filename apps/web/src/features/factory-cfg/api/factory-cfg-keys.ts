import type { QueryClient } from '@tanstack/react-query';
import { invalidateIotData } from '@/lib/iot-data/query-keys';

/** Query keys of 工厂设置. Everything hangs under ['factory-cfg', fid]; a layout write refreshes the prefix. */
export const factoryCfgKeys = {
  all: (fid: number | undefined) => ['factory-cfg', fid] as const,
  cfg: (fid: number | undefined) => ['factory-cfg', fid, 'cfg'] as const,
  fieldList: (body: { fid: number }) => ['factory-cfg', body.fid, 'fields', body] as const,
  areaList: (body: { fid: number }) => ['factory-cfg', body.fid, 'areas', 'list', body] as const,
  areaOptions: (fid: number | undefined) => ['factory-cfg', fid, 'areas', 'options'] as const,
  areaDetail: (fid: number | undefined, areaId: number | undefined) => ['factory-cfg', fid, 'areas', 'detail', areaId] as const,
  areaHistory: (body: { fid: number }) => ['factory-cfg', body.fid, 'areas', 'history', body] as const,
  iotCfg: (fid: number | undefined) => ['factory-cfg', fid, 'iot-cfg'] as const,
};

/**
 * After a layout write (fields, areas, gateways of areas): fields show their areas' totals, areas their field and
 * gateways, and the IoT pages the area names and gateway areas — all of them are read again.
 */
export const invalidateLayout = (qc: QueryClient, fid: number) =>
  Promise.all([qc.invalidateQueries({ queryKey: factoryCfgKeys.all(fid) }), invalidateIotData(qc)]);
