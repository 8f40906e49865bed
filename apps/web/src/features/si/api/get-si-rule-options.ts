import { getSiRuleOptions } from '@pfs/domain/si';
import { useCall } from '@/lib/call-api';

/** The factory's rules, for the filters (si.list). */
export const useSiRuleOptions = (fid: number | undefined) => useCall(getSiRuleOptions, { fid: fid! }, { enabled: !!fid, staleTime: 60_000 });
