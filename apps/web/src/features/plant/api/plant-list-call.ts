import type { z } from 'zod';
import type { AnyCall, CallBody } from '@pfs/domain';
import { callApi, usePagedCall, type FacCallBody } from '@/lib/call-api';

/**
 * A paged planting list and its Excel export: `get` answers a page, `export` writes the same rows (the filters
 * without page and size) to an .xlsx file. Each list's file declares its pair of calls.
 */
export function pagedListCall<G extends AnyCall, E extends AnyCall>(get: G, exportCall: E) {
  const exportFile = (b: CallBody<E>) => callApi(exportCall, (exportCall.body as z.ZodType).parse(b) as CallBody<E>);
  const useList = (b: FacCallBody<G> | undefined) => usePagedCall(get, b);
  return { exportFile, useList };
}
