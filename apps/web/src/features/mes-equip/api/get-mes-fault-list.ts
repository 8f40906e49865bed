import { getMesFaultList } from '@pfs/domain/mes';
import { usePagedCall, type FacCallBody } from '@/lib/call-api';

/** Faults, the open ones counting their downtime up to now. */
export const useMesFaultList = (body: FacCallBody<typeof getMesFaultList> | undefined) => usePagedCall(getMesFaultList, body);
