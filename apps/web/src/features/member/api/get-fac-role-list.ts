import { useQuery } from '@tanstack/react-query';
import { roleListBodySchema, type Role } from '@pfs/domain';
import { request } from '@/lib/request';
import { roleKeys } from './query-keys';

/** POST /api/get_fac_role_list — the factory's roles with their codes and member counts. */
export async function getFacRoleList(fid: number): Promise<Role[]> {
  const res = await request<{ data: Role[] }>('/api/get_fac_role_list', { method: 'POST', data: roleListBodySchema.parse({ fid }) });
  return res.data;
}

export function useFacRoleList(fid: number | undefined) {
  return useQuery({ queryKey: roleKeys.list(fid), queryFn: () => getFacRoleList(fid!), enabled: !!fid });
}
