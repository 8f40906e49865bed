import type { QueryClient } from '@tanstack/react-query';

/** Query keys of the member feature; writes invalidate by prefix. */
export const memberKeys = {
  all: ['fac-members'] as const,
  list: (body: unknown) => ['fac-members', 'list', body] as const,
};

export const inviteKeys = {
  all: ['fac-member-invites'] as const,
  list: (fid: number | undefined) => ['fac-member-invites', 'list', fid] as const,
};

export const roleKeys = {
  all: ['fac-roles'] as const,
  list: (fid: number | undefined) => ['fac-roles', 'list', fid] as const,
  templates: ['role-templates'] as const,
};

/** Members show their role name and roles show member counts: a write to either refreshes both. */
export function invalidateMemberData(qc: QueryClient) {
  return Promise.all([qc.invalidateQueries({ queryKey: memberKeys.all }), qc.invalidateQueries({ queryKey: roleKeys.all })]);
}
