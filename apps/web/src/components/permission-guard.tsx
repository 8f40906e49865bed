import type { ReactNode } from 'react';
import { holdsAnyCode } from '@pfs/domain';
import { usePermissionCodes } from '@/lib/auth-store';

export const GUARD_USAGE_ERROR = `need permissions! Like codes={['plant.list','plant.edit']}`;

/**
 * Spec §5 permission guard: shows its children only if the current role holds at least one listed code;
 * an empty list shows them to all. The server enforces regardless — this only hides.
 */
export function PermissionGuard({ codes, children }: { codes: string[]; children: ReactNode }) {
  const held = usePermissionCodes();
  if (!Array.isArray(codes)) throw new Error(GUARD_USAGE_ERROR);
  return holdsAnyCode(held, codes) ? <>{children}</> : null;
}
