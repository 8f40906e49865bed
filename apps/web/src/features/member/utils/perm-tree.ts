import { PERMISSION_CODES, PERMISSION_GROUPS, isPermissionCode, type PermissionCode } from '@pfs/domain';

/** A node of the grouped permission tree: group labels as parents, codes as leaves. */
export type PermTreeNode = { key: string; title: string; code?: PermissionCode; children?: PermTreeNode[] };

export const GROUP_KEY_PREFIX = 'group:';
export const isGroupKey = (key: string) => key.startsWith(GROUP_KEY_PREFIX);

/** The checkable tree of every permission code, grouped as `PERMISSION_GROUPS` defines them. */
export function buildPermTree(): PermTreeNode[] {
  return PERMISSION_GROUPS.map((g) => ({
    key: `${GROUP_KEY_PREFIX}${g.key}`,
    title: g.label,
    children: g.codes.map((c) => ({ key: c.code, title: c.label, code: c.code })),
  }));
}

const ORDER = new Map<string, number>(PERMISSION_CODES.map((c, i) => [c, i]));

/**
 * Any list of strings → the known permission codes in it, once each, in the canonical order.
 * Used for checked tree keys (group keys dropped) and for codes coming from templates or roles.
 */
export function keysToCodes(keys: readonly (string | number | bigint)[]): PermissionCode[] {
  const codes = new Set<PermissionCode>();
  for (const k of keys) {
    const s = String(k);
    if (!isGroupKey(s) && isPermissionCode(s)) codes.add(s);
  }
  return [...codes].sort((a, b) => ORDER.get(a)! - ORDER.get(b)!);
}

export type GroupCount = { key: string; label: string; held: number; total: number };

/** How many codes of each group a role holds (groups with none left out) — the role list's summary. */
export function countByGroup(codes: readonly string[]): GroupCount[] {
  const held = new Set(codes);
  return PERMISSION_GROUPS.map((g) => ({ key: g.key, label: g.label, held: g.codes.filter((c) => held.has(c.code)).length, total: g.codes.length })).filter(
    (g) => g.held > 0,
  );
}
