import { getRoleTemplates, type RoleTemplate } from '@pfs/domain/member';
import { useCall } from '@/lib/call-api';

export type { RoleTemplate };

/** The shipped role templates (厂长, 种植员, …); they never change at run time. */
export const useRoleTemplates = (enabled = true) => useCall(getRoleTemplates, undefined, { staleTime: Infinity, enabled });
