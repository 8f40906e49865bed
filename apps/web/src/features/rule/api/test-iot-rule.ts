import { useMutation } from '@tanstack/react-query';
import type { RuleDryRun, testRuleBodySchema } from '@pfs/domain';
import { postData, type BodyOf } from '@/lib/request';

export type DryRun = RuleDryRun;

/** POST /api/test_iot_rule — "test now": evaluates with the current values, sends nothing. */
export const testIotRule = (body: BodyOf<typeof testRuleBodySchema>) => postData<DryRun>('/api/test_iot_rule', body);

export const useTestIotRule = () => useMutation({ mutationFn: testIotRule });
