import { useCallback, useMemo, useState } from 'react';
import { parseRange, resolveRange, writeRange, type RangeSpec, type RangeValue, type ResolvedRange } from './range-param';
import { VIEW_PARAMS, useViewParams } from './view-params';

/** A page's range: the value in the address (or the default), made concrete at `now`. */
export type RangeParam = { value: RangeValue; resolved: ResolvedRange; now: number; set: (v: RangeValue) => void };
/** The same where no range at all is a choice too (全部时间). */
export type OptionalRangeParam = { value: RangeValue | null; resolved: ResolvedRange | null; now: number; set: (v: RangeValue | null) => void };

/**
 * A page's time range, kept in the address (range=last7, or from=…&to=… on the factory's clock). A missing or invalid
 * one gives `fallback`. Presets are made concrete when the page opens and whenever one is picked (picking 最近24小时
 * again moves it to now), so queries keyed by the range stay put between renders.
 */
export function useRangeParam(spec: RangeSpec, fallback: RangeValue): RangeParam;
export function useRangeParam(spec: RangeSpec, fallback: null): OptionalRangeParam;
export function useRangeParam(spec: RangeSpec, fallback: RangeValue | null): RangeParam | OptionalRangeParam {
  const [params, update] = useViewParams();
  const [range, from, to] = [params.get(VIEW_PARAMS.range), params.get(VIEW_PARAMS.from), params.get(VIEW_PARAMS.to)];
  const { mode, presets } = spec;
  const value = useMemo(
    () => parseRange(params, { mode, presets }) ?? fallback,
    // Only the range's own params matter (choosing points must not make a new range); values compared by content.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [range, from, to, mode, presets.join(','), JSON.stringify(fallback)],
  );
  const [now, setNow] = useState(() => Date.now());
  const resolved = useMemo(() => (value ? resolveRange(value, mode, new Date(now)) : null), [value, mode, now]);
  const set = useCallback(
    (v: RangeValue | null) => {
      setNow(Date.now());
      update((p) => writeRange(p, v));
    },
    [update],
  );
  return { value, resolved, now, set };
}
