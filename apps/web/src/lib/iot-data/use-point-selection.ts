import { useCallback, useMemo, useState } from 'react';
import type { HistoryPointOptions } from '@pfs/domain/iot-history';
import { parsePoints, writePoints } from '../view-params/points-param';
import { useViewParams } from '../view-params/view-params';
import { useIotPointOptions } from './get-iot-point-options';
import { defaultPoints, indexPoints } from './point-options';

export type PointSelectionSpec = {
  /** At most this many (the call's limit). */
  max: number;
  /** Also remember the choice in this browser under this name, for pages opened without one in the address. */
  remember?: string;
  /** Without a usable choice: the first area's temperature, humidity and CO2 ('main'), nothing, or given ids. */
  fallback: 'main' | 'none' | readonly number[];
};

const storageKey = (name: string, fid: number) => `pfs.${name}.points.${fid}`;

function readRemembered(name: string | undefined, fid: number | undefined, max: number): number[] | null {
  if (!name || !fid) return null;
  try {
    const raw = localStorage.getItem(storageKey(name, fid));
    if (raw === null) return null;
    const v = JSON.parse(raw) as unknown;
    return Array.isArray(v) ? v.filter((x): x is number => Number.isInteger(x)).slice(0, max) : null;
  } catch {
    return null;
  }
}

/**
 * Which of the wanted points to show: the known ones, or the fallback when the wanted ones all vanished or none were
 * given. Nothing until the options arrive, so an address naming a deleted or foreign point asks the server nothing.
 */
export function selectPoints(wanted: number[] | null, options: HistoryPointOptions | undefined, fallback: PointSelectionSpec['fallback']): number[] {
  if (!options) return [];
  const index = indexPoints(options);
  const known = (ids: readonly number[]) => ids.filter((id) => index.has(id));
  const fallbackIds = () => (fallback === 'main' ? defaultPoints(options) : fallback === 'none' ? [] : known(fallback));
  if (wanted === null) return fallbackIds();
  if (wanted.length === 0) return wanted;
  const kept = known(wanted);
  return kept.length ? kept : fallbackIds();
}

/**
 * The points a page shows, kept in the address (points=12,15) so the view survives a refresh and can be shared.
 * Without them in the address: the choice remembered in this browser, if the page remembers one, else the fallback.
 */
export function usePointSelection(fid: number | undefined, spec: PointSelectionSpec): [number[], (ids: number[]) => void] {
  const [params, update] = useViewParams();
  const options = useIotPointOptions(fid);
  const [remembered, setRemembered] = useState(() => readRemembered(spec.remember, fid, spec.max));
  const fromAddress = parsePoints(params, spec.max);
  const ids = selectPoints(fromAddress ?? remembered, options.data, spec.fallback);
  const key = ids.join(',');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the same choice keeps the same array (query keys, memos)
  const stable = useMemo(() => ids, [key]);
  const { remember, max } = spec;
  const set = useCallback(
    (next: number[]) => {
      const chosen = next.slice(0, max);
      update((p) => writePoints(p, chosen));
      if (remember && fid) {
        setRemembered(chosen);
        localStorage.setItem(storageKey(remember, fid), JSON.stringify(chosen));
      }
    },
    [update, remember, fid, max],
  );
  return [stable, set];
}
