import { useQuery } from '@tanstack/react-query';
import type { Rule } from '@pfs/domain';
import { postData } from '@/lib/request';
import { ruleKeys } from './query-keys';

export type { Rule };

/** POST /api/get_iot_rule — one strategy, for the editor. */
export const getIotRule = (fid: number, rule_id: number) => postData<Rule>('/api/get_iot_rule', { fid, rule_id });

export const useIotRule = (fid: number | undefined, id: number | null) =>
  useQuery({ queryKey: ruleKeys.one(fid, id), enabled: !!fid && !!id, queryFn: () => getIotRule(fid!, id!) });
