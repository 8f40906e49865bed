import { PERMISSION_GROUPS } from '@pfs/domain';

export type TreeNode = { key: string; title: string; code?: string; children?: TreeNode[] };

const GROUP_PREFIX = 'group:';

/** The grouped checkbox tree of permission codes: group labels as parents, codes as leaves. */
export function buildPermTree(): TreeNode[] {
  return PERMISSION_GROUPS.map((g) => ({
    key: `${GROUP_PREFIX}${g.key}`,
    title: g.label,
    children: g.codes.map((c) => ({ key: c.code, title: c.label, code: c.code })),
  }));
}

/** Checked tree keys → permission codes (group keys dropped). */
export const keysToCodes = (keys: readonly string[]) => keys.filter((k) => !k.startsWith(GROUP_PREFIX));
