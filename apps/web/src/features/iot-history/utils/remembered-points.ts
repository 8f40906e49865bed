import { useCallback, useMemo, useState } from 'react';
import { HISTORY_LIMITS } from '@pfs/domain';
import { useIotPointOptions } from '../api/get-iot-point-options';
import { defaultPoints } from './default-points';

const key = (fid: number) => `pfs.iot-history.points.${fid}`;

/** The stored choice, or null when nobody has chosen in this factory yet. */
function read(fid: number): number[] | null {
  try {
    const raw = localStorage.getItem(key(fid));
    if (raw === null) return null;
    const v = JSON.parse(raw) as unknown;
    return Array.isArray(v) ? v.filter((x): x is number => Number.isInteger(x)).slice(0, HISTORY_LIMITS.maxPoints) : null;
  } catch {
    return null;
  }
}

/**
 * The points last chosen in this factory, shared by every history page and kept across visits. Before any choice,
 * the first area's temperature, humidity and CO2, so a page opens with a chart; a choice (even none) is kept.
 */
export function useRememberedPoints(fid: number): [number[], (ids: number[]) => void] {
  const [ids, setIds] = useState(() => read(fid));
  const options = useIotPointOptions(fid);
  const fallback = useMemo(() => defaultPoints(options.data ?? []), [options.data]);
  const set = useCallback(
    (next: number[]) => {
      setIds(next);
      localStorage.setItem(key(fid), JSON.stringify(next));
    },
    [fid],
  );
  return [ids ?? fallback, set];
}
