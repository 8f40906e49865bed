import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Member } from '@pfs/domain';
import { post, postData } from '../../../lib/request';

/** Writes on members: each call, then the member and role lists are refetched. */
function useMemberWrite<V>(fn: (v: V) => Promise<unknown>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: ['members'] });
      void qc.invalidateQueries({ queryKey: ['roles'] });
    },
  });
}

export type AddMemberBody = { fid: number; uni_no: string; role_id: number };
export const useAddFacMember = () => useMemberWrite((b: AddMemberBody) => postData<Member>('/api/add_fac_member', b));

export type CreateMemberBody = AddMemberBody & { cname: string; mobile: string; email: string; password: string };
export const useCreateFacMember = () => useMemberWrite((b: CreateMemberBody) => postData<Member>('/api/create_fac_member', b));

export type UpdateMemberBody = { fid: number; uid: number; role_id?: number; status?: 'enabled' | 'disabled' };
export const useUpdateFacMember = () => useMemberWrite((b: UpdateMemberBody) => postData<Member>('/api/update_fac_member', b));

export const useRemoveFacMember = () => useMemberWrite((b: { fid: number; uid: number }) => post('/api/remove_fac_member', b));

export const useSetFacMemberPassword = () => useMemberWrite((b: { fid: number; uid: number; password: string }) => post('/api/set_fac_member_password', b));
