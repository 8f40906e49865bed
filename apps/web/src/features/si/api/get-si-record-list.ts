import { getSiRecordList } from '@pfs/domain/si';
import { usePagedCall, type FacCallBody } from '@/lib/call-api';

/** Every answered (or still open) item of the plans, newest first. */
export const useSiRecordList = (body: FacCallBody<typeof getSiRecordList> | undefined) => usePagedCall(getSiRecordList, body);
