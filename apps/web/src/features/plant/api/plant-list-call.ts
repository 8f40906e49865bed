import { keepPreviousData } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AnyCall, CallBody, ListColumn } from '@pfs/domain';
import { callApi, useCall } from '@/lib/call-api';

/**
 * A paged planting list defined in @pfs/domain (listOf): `useList` answers a page, `exportFile` writes the same rows
 * (exactly the list's filters, without page and size) to an .xlsx file; `columns` are the table's and the file's.
 */
export function pagedListCall<G extends AnyCall, E extends AnyCall, R>(def: { list: G; export: E; filter: z.ZodType; columns: readonly ListColumn<R>[] }) {
  const exportFile = (b: CallBody<E>) => callApi(def.export, def.filter.parse(b) as CallBody<E>);
  const useList = (b: CallBody<G> | undefined) =>
    useCall(def.list, (b ?? { fid: 0 }) as CallBody<G>, { enabled: !!(b as Partial<Record<'fid', number>> | undefined)?.fid, placeholderData: keepPreviousData });
  return { exportFile, useList, columns: def.columns };
}
