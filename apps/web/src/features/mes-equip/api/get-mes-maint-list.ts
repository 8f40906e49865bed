import { getMesMaintList } from '@pfs/domain/mes';
import { usePagedCall, type FacCallBody } from '@/lib/call-api';

/** Maintenance and repair records, newest first. */
export const useMesMaintList = (body: FacCallBody<typeof getMesMaintList> | undefined) => usePagedCall(getMesMaintList, body);
