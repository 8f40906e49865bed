import { useMutation } from '@tanstack/react-query';
import type { RuleBody } from '@pfs/domain';
import { postData } from '@/lib/request';

export type DryRun = {
  in_window: boolean;
  active: boolean;
  verdict: string;
  conditions: { text: string; value: number | null; ts: string | null; stale: boolean; met: boolean }[];
  steps: { text: string; after_s: number; outcome: string }[];
};

/** POST /api/test_iot_rule — "test now": evaluates with the current values, sends nothing. */
export const testIotRule = (body: RuleBody & { fid: number; rule_id?: number | null }) => postData<DryRun>('/api/test_iot_rule', body);

export const useTestIotRule = () => useMutation({ mutationFn: testIotRule });
