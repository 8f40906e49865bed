import { useQuery } from '@tanstack/react-query';
import { request } from '@/lib/request';
import { roleKeys } from './query-keys';

export type RoleTemplate = { name: string; codes: string[] };

/** GET /api/get_role_templates — the shipped role templates (厂长, 种植员, …); they never change at run time. */
export async function getRoleTemplates(): Promise<RoleTemplate[]> {
  const res = await request<{ data: RoleTemplate[] }>('/api/get_role_templates', { method: 'GET' });
  return res.data;
}

export function useRoleTemplates(enabled = true) {
  return useQuery({ queryKey: roleKeys.templates, queryFn: getRoleTemplates, staleTime: Infinity, enabled });
}
