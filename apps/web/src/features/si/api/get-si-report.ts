import { getSiReport } from '@pfs/domain/si';
import { usePagedCall, type FacCallBody } from '@/lib/call-api';

export type SiReportBody = FacCallBody<typeof getSiReport>;

/** 巡检月报 of one statement month. */
export const useSiReport = (body: SiReportBody | undefined) => usePagedCall(getSiReport, body);
