import { keepPreviousData } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AnyCall, CallBody } from '@pfs/domain';
import { callApi, useCall } from '@/lib/call-api';

/**
 * A paged planting list and its Excel export: `get` answers a page, `export` writes the same rows (the filters
 * without page and size) to an .xlsx file. Each list's file declares its pair of calls.
 */
export function pagedListCall<G extends AnyCall, E extends AnyCall>(get: G, exportCall: E) {
  const exportFile = (b: CallBody<E>) => callApi(exportCall, (exportCall.body as z.ZodType).parse(b) as CallBody<E>);
  const useList = (b: CallBody<G> | undefined) =>
    useCall(get, (b ?? { fid: 0 }) as CallBody<G>, { enabled: !!(b as Partial<Record<'fid', number>> | undefined)?.fid, placeholderData: keepPreviousData });
  return { exportFile, useList };
}
