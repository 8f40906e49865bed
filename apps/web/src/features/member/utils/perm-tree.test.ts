import { describe, expect, it } from 'vitest';
import { PERMISSION_CODES, PERMISSION_GROUPS } from '@pfs/domain';
import { buildPermTree, countByGroup, GROUP_KEY_PREFIX, keysToCodes } from './perm-tree';

describe('buildPermTree', () => {
  const tree = buildPermTree();

  it('has one parent per group, titled with the Chinese group label', () => {
    expect(tree.map((n) => n.title)).toEqual(PERMISSION_GROUPS.map((g) => g.label));
    expect(tree.every((n) => n.key.startsWith(GROUP_KEY_PREFIX) && /[\u4e00-\u9fa5]/.test(n.title))).toBe(true);
  });

  it('holds every permission code exactly once as a leaf keyed by the code', () => {
    const leaves = tree.flatMap((g) => g.children ?? []);
    expect(leaves.map((l) => l.key)).toEqual([...PERMISSION_CODES]);
    expect(leaves.every((l) => l.code === l.key && l.title.length > 0)).toBe(true);
  });
});

describe('keysToCodes', () => {
  it('drops group keys and keeps codes', () => {
    expect(keysToCodes(['group:plant', 'plant.list', 'plant.edit'])).toEqual(['plant.list', 'plant.edit']);
  });

  it('drops unknown codes and duplicates, and sorts in the canonical order', () => {
    expect(keysToCodes(['auth.edit', 'nope.list', 'mes.list', 'auth.edit', 7])).toEqual(['mes.list', 'auth.edit']);
  });

  it('turns a fully checked tree back into every code', () => {
    const all = buildPermTree().flatMap((g) => [g.key, ...(g.children ?? []).map((c) => c.key)]);
    expect(keysToCodes(all)).toEqual([...PERMISSION_CODES]);
    expect(keysToCodes([])).toEqual([]);
  });
});

describe('countByGroup', () => {
  it('counts the held codes per group and leaves out empty groups', () => {
    const counts = countByGroup(['plant.list', 'plant.edit', 'auth.list']);
    expect(counts.map((c) => [c.key, c.held])).toEqual([
      ['plant', 2],
      ['cfg', 1],
    ]);
    expect(counts[0]!.total).toBe(PERMISSION_GROUPS.find((g) => g.key === 'plant')!.codes.length);
  });

  it('is empty for a role with no codes', () => {
    expect(countByGroup([])).toEqual([]);
  });
});
