import { useCallback, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * Search params that hold how a page is viewed (time range, chosen points) rather than which page it is. They go
 * into the address so a view survives a refresh and can be shared, but a change of them is the same page: the tab
 * bar and the page cache key pages without them.
 */
export const VIEW_PARAMS = { range: 'range', from: 'from', to: 'to', points: 'points' } as const;
const VIEW_PARAM_NAMES: ReadonlySet<string> = new Set(Object.values(VIEW_PARAMS));

/** The params as an address shows them: ',' and ':' are left readable (points=12,15&from=2026-05-01T08:00). */
export const searchString = (params: URLSearchParams) => params.toString().replace(/%2C/gi, ',').replace(/%3A/gi, ':');

/** The page's identity: its path and the search params that are not view params ('/iot/analysis?set=3'). */
export function pageKey(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  for (const name of [...params.keys()]) if (VIEW_PARAM_NAMES.has(name)) params.delete(name);
  const rest = params.toString();
  return rest ? `${pathname}?${rest}` : pathname;
}

/**
 * The search params of the page this hook runs in, and a way to change them (replacing the history entry: a new
 * range is not a new page to go back to). A page kept alive in a hidden tab still re-renders when the address
 * changes to another page (or the same path with other identity params); it keeps the params it last had instead of
 * reading the other page's.
 */
export function useViewParams(): [URLSearchParams, (update: (params: URLSearchParams) => URLSearchParams) => void] {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const [own] = useState(() => pageKey(pathname, search));
  const [kept, setKept] = useState(search);
  const current = pageKey(pathname, search) === own;
  if (current && search !== kept) setKept(search);
  const mine = current ? search : kept;
  const params = useMemo(() => new URLSearchParams(mine), [mine]);
  const update = useCallback(
    (fn: (params: URLSearchParams) => URLSearchParams) => {
      // From the address itself, so two changes in one event both land (the first has replaced it already).
      const latest = pageKey(window.location.pathname, window.location.search) === own ? window.location.search : mine;
      const next = searchString(fn(new URLSearchParams(latest)));
      void navigate({ pathname, search: next ? `?${next}` : '' }, { replace: true });
    },
    [own, mine, pathname, navigate],
  );
  return [params, update];
}
