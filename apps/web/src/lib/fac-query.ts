import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * A factory list's query: it runs once the body names a factory, and the previous page stays on screen while the
 * next one loads (no flash of an empty table on paging or filtering).
 */
export function useFacQuery<B extends { fid?: number | string }, R>(queryKey: QueryKey, body: B | undefined, fetch: (b: B) => Promise<R>) {
  return useQuery({ queryKey, queryFn: () => fetch(body!), enabled: !!body?.fid, placeholderData: keepPreviousData });
}

/** A save or action call whose success refreshes what it changed (the mutation settles once `refresh` has). */
export function useRefreshingMutation<B, R>(mutationFn: (b: B) => Promise<R>, refresh: (qc: QueryClient, body: B, reply: R) => unknown) {
  const qc = useQueryClient();
  return useMutation({ mutationFn, onSuccess: (r: R, b: B) => refresh(qc, b, r) });
}
