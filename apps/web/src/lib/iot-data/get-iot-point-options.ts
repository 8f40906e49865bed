import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { HistoryPointMeta, HistoryPointOptions } from '@pfs/domain';
import { postData } from '../request';
import { indexPoints } from './point-options';
import { iotDataKeys } from './query-keys';

/**
 * POST /api/get_iot_point_options — sensors and meters grouped by area → gateway, with units. The one source of the
 * point picker on every history and analysis page (switches have states, not readings, so they are not in it).
 */
export const getIotPointOptions = (fid: number) => postData<HistoryPointOptions>('/api/get_iot_point_options', { fid });

export const useIotPointOptions = (fid: number | undefined) =>
  useQuery({ queryKey: iotDataKeys.pointOptions(fid), enabled: !!fid, staleTime: 60_000, queryFn: () => getIotPointOptions(fid!) });

/** Every point of the options by id, for labels and units. */
export function usePointIndex(fid: number | undefined): Map<number, HistoryPointMeta> {
  const options = useIotPointOptions(fid);
  return useMemo(() => indexPoints(options.data), [options.data]);
}
