import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Member, Paged } from '@pfs/domain';
import { postData } from '../../../lib/request';

export type MemberListQuery = { fid: number; page: number; size: number; kw?: string; role_id?: number; status?: 'enabled' | 'disabled' };

export const getFacMemberList = (q: MemberListQuery) => postData<Paged<Member>>('/api/get_fac_member_list', q);

export const useFacMemberList = (q: MemberListQuery | undefined) =>
  useQuery({ queryKey: ['members', q], queryFn: () => getFacMemberList(q!), enabled: !!q, placeholderData: keepPreviousData });
