import type { QueryClient } from '@tanstack/react-query';
import { getFacMemberList, getFacRoleList } from '@pfs/domain/member';
import { invalidateCalls } from '@/lib/call-api';

/** Members show their role name and roles show member counts: a write to either refreshes both. */
export const invalidateMemberData = (qc: QueryClient) => invalidateCalls(qc, getFacMemberList, getFacRoleList);
