import { getSiCaseList } from '@pfs/domain/si';
import { usePagedCall, type FacCallBody } from '@/lib/call-api';

/** Abnormalities with owner, deadline and whether they are overdue. */
export const useSiCaseList = (body: FacCallBody<typeof getSiCaseList> | undefined) => usePagedCall(getSiCaseList, body);
