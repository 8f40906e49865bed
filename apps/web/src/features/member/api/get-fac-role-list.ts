import { useQuery } from '@tanstack/react-query';
import { roleListBodySchema, type Role } from '@pfs/domain';
import { postData } from '@/lib/request';
import { roleKeys } from './query-keys';

/** POST /api/get_fac_role_list — the factory's roles with their codes and member counts. */
export async function getFacRoleList(fid: number): Promise<Role[]> {
  return postData<Role[]>('/api/get_fac_role_list', roleListBodySchema.parse({ fid }));
}

export function useFacRoleList(fid: number | undefined) {
  return useQuery({ queryKey: roleKeys.list(fid), queryFn: () => getFacRoleList(fid!), enabled: !!fid });
}
