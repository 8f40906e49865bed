import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Role } from '@pfs/domain';
import { post, postData, request } from '../../../lib/request';

export const useFacRoleList = (fid: number | undefined) =>
  useQuery({ queryKey: ['roles', fid], enabled: !!fid, queryFn: () => postData<Role[]>('/api/get_fac_role_list', { fid }) });

export const useRoleTemplates = () =>
  useQuery({
    queryKey: ['role-templates'],
    staleTime: Infinity,
    queryFn: async () => (await request<{ data: { name: string; codes: string[] }[] }>('/api/get_role_templates', { method: 'GET' })).data,
  });

function useRoleWrite<V>(fn: (v: V) => Promise<unknown>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => void qc.invalidateQueries({ queryKey: ['roles'] }) });
}

export const useSaveFacRole = () => useRoleWrite((b: { fid: number; role_id?: number; name: string; codes: string[] }) => postData<Role>('/api/save_fac_role', b));
export const useDeleteFacRole = () => useRoleWrite((b: { fid: number; role_id: number }) => post('/api/delete_fac_role', b));
