import { useQuery } from '@tanstack/react-query';
import type { RulesOverview } from '@pfs/domain';
import { postData } from '@/lib/request';
import { ruleKeys } from './query-keys';

export type { RulesOverview };

/** POST /api/get_iot_rules_overview — the strategy centre. */
export const getIotRulesOverview = (fid: number) => postData<RulesOverview>('/api/get_iot_rules_overview', { fid });

export const useIotRulesOverview = (fid: number | undefined) =>
  useQuery({ queryKey: ruleKeys.overview(fid), enabled: !!fid, refetchInterval: 10_000, queryFn: () => getIotRulesOverview(fid!) });
