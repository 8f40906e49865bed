import { getMesOeeList } from '@pfs/domain/mes';
import { usePagedCall, type FacCallBody } from '@/lib/call-api';

/** OEE per machine and day (or week) over a range, with the range's total. */
export const useMesOeeList = (body: FacCallBody<typeof getMesOeeList> | undefined) => usePagedCall(getMesOeeList, body);
