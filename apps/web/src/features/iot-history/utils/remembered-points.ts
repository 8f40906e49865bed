import { useCallback, useState } from 'react';
import { HISTORY_LIMITS } from '@pfs/domain';

const key = (fid: number) => `pfs.iot-history.points.${fid}`;

function read(fid: number): number[] {
  try {
    const v = JSON.parse(localStorage.getItem(key(fid)) ?? '[]') as unknown;
    return Array.isArray(v) ? v.filter((x): x is number => Number.isInteger(x)).slice(0, HISTORY_LIMITS.maxPoints) : [];
  } catch {
    return [];
  }
}

/** The points last chosen in this factory, shared by every history page and kept across visits. */
export function useRememberedPoints(fid: number): [number[], (ids: number[]) => void] {
  const [ids, setIds] = useState(() => read(fid));
  const set = useCallback(
    (next: number[]) => {
      setIds(next);
      localStorage.setItem(key(fid), JSON.stringify(next));
    },
    [fid],
  );
  return [ids, set];
}
