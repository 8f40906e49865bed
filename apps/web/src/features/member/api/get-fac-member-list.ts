import { getFacMemberList, type memberListBodySchema } from '@pfs/domain/member';
import { usePagedCall } from '@/lib/call-api';
import type { FacBody } from '@/lib/request';

export type FacMemberListBody = FacBody<typeof memberListBodySchema>;

/** Members of the factory, filtered and paged; the previous page stays on screen while the next one loads. */
export const useFacMemberList = (body: FacMemberListBody | undefined) => usePagedCall(getFacMemberList, body);
