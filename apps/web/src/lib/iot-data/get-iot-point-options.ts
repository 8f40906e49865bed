import { useMemo } from 'react';
import { getIotPointOptions, type PointOption, type PointOptionKind } from '@pfs/domain/iot-history';
import { useCall } from '../call-api';
import { indexPoints } from './point-options';

/**
 * Points grouped by area → gateway, with units. The one source of the point picker on every page: history and
 * analysis take the default sensors and meters (switches have states, not readings), strategies also ask for switches.
 */
export const useIotPointOptions = (fid: number | undefined, kinds?: readonly PointOptionKind[]) =>
  useCall(getIotPointOptions, kinds ? { fid: fid!, kinds: [...kinds] } : { fid: fid! }, { enabled: !!fid, staleTime: 60_000 });

/** Every point of the options by id, for labels and units. */
export function usePointIndex(fid: number | undefined, kinds?: readonly PointOptionKind[]): Map<number, PointOption> {
  const options = useIotPointOptions(fid, kinds);
  return useMemo(() => indexPoints(options.data), [options.data]);
}
