import { useQuery } from '@tanstack/react-query';
import type { RoleTemplate } from '@pfs/domain';
import { request, type DataReply } from '@/lib/request';
import { roleKeys } from './query-keys';

export type { RoleTemplate };

/** GET /api/get_role_templates — the shipped role templates (厂长, 种植员, …); they never change at run time. */
export async function getRoleTemplates(): Promise<RoleTemplate[]> {
  return (await request<DataReply<RoleTemplate[]>>('/api/get_role_templates', { method: 'GET' })).data;
}

export function useRoleTemplates(enabled = true) {
  return useQuery({ queryKey: roleKeys.templates, queryFn: getRoleTemplates, staleTime: Infinity, enabled });
}
