import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { HistoryPointOptions, PointOption, PointOptionKind } from '@pfs/domain';
import { postData } from '../request';
import { indexPoints } from './point-options';
import { iotDataKeys } from './query-keys';

/**
 * POST /api/get_iot_point_options — points grouped by area → gateway, with units. The one source of the point picker
 * on every page: history and analysis take the default sensors and meters (switches have states, not readings),
 * strategies also ask for switches.
 */
export const getIotPointOptions = (fid: number, kinds?: readonly PointOptionKind[]) =>
  postData<HistoryPointOptions>('/api/get_iot_point_options', kinds ? { fid, kinds } : { fid });

export const useIotPointOptions = (fid: number | undefined, kinds?: readonly PointOptionKind[]) =>
  useQuery({ queryKey: iotDataKeys.pointOptions(fid, kinds), enabled: !!fid, staleTime: 60_000, queryFn: () => getIotPointOptions(fid!, kinds) });

/** Every point of the options by id, for labels and units. */
export function usePointIndex(fid: number | undefined, kinds?: readonly PointOptionKind[]): Map<number, PointOption> {
  const options = useIotPointOptions(fid, kinds);
  return useMemo(() => indexPoints(options.data), [options.data]);
}
