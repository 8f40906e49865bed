import { getMesLabourList } from '@pfs/domain/mes';
import { usePagedCall, type FacCallBody } from '@/lib/call-api';

/** Labour by day or week and operation, per person, and the range's total. */
export const useMesLabour = (body: FacCallBody<typeof getMesLabourList> | undefined) => usePagedCall(getMesLabourList, body);
