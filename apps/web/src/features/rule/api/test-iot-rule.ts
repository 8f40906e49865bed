import { useMutation } from '@tanstack/react-query';
import { testIotRule, type RuleDryRun, type testRuleBodySchema } from '@pfs/domain/rule';
import { callApi } from '@/lib/call-api';
import type { BodyOf } from '@/lib/request';

export type DryRun = RuleDryRun;

/** "Test now": evaluates with the current values, sends nothing. */
export const useTestIotRule = () => useMutation({ mutationFn: (body: BodyOf<typeof testRuleBodySchema>) => callApi(testIotRule, body) });
