import { getSiStatsList } from '@pfs/domain/si';
import { usePagedCall, type FacCallBody } from '@/lib/call-api';

export type SiStatsBody = FacCallBody<typeof getSiStatsList>;

/** 巡检统计 over a range of days by one dimension: the total and one row per group. */
export const useSiStats = (body: SiStatsBody | undefined) => usePagedCall(getSiStatsList, body);
