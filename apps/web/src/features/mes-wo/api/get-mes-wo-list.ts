import { getMesWoList } from '@pfs/domain/mes';
import { usePagedCall, type FacCallBody } from '@/lib/call-api';

/** Work orders planned in the days, with their filters and paging. */
export const useMesWoList = (body: FacCallBody<typeof getMesWoList> | undefined) => usePagedCall(getMesWoList, body);
