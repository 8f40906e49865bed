import { describe, expect, it } from 'vitest';
import { PERMISSION_CODES } from '@pfs/domain';
import { buildPermTree, keysToCodes } from './perm-tree';

describe('permission tree', () => {
  it('holds every code exactly once under a Chinese group', () => {
    const tree = buildPermTree();
    const leaves = tree.flatMap((g) => g.children ?? []).map((c) => c.key);
    expect([...leaves].sort()).toEqual([...PERMISSION_CODES].sort());
    expect(tree.every((g) => /[\u4e00-\u9fa5]/.test(g.title))).toBe(true);
  });
  it('turns checked keys into codes without the group keys', () => {
    expect(keysToCodes(['group:plant', 'plant.list', 'plant.edit'])).toEqual(['plant.list', 'plant.edit']);
  });
});
