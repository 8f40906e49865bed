import { describe, expect, it } from 'vitest';
import { preparedShapes, shapeOf } from './prepared-shapes.js';

describe('preparedShapes', () => {
  it('builds one statement per combination of given filters, named after it, whatever the values', () => {
    const built: string[] = [];
    const pages = preparedShapes('pfs_list', (has, name) => {
      built.push(name);
      return { name, has: [...has] };
    });
    const a = pages(shapeOf({ kw: '%a%', roleId: undefined, status: 'enabled' }));
    const b = pages(shapeOf({ kw: '%b%', roleId: undefined, status: 'disabled' }));
    expect(b).toBe(a);
    expect(a).toEqual({ name: 'pfs_list_kw_status', has: ['kw', 'status'] });
    expect(pages(shapeOf({ kw: undefined, roleId: null, status: '' })).name).toBe('pfs_list');
    expect(pages(shapeOf({ kw: undefined, roleId: 3, status: undefined })).name).toBe('pfs_list_roleId');
    expect(built).toEqual(['pfs_list_kw_status', 'pfs_list', 'pfs_list_roleId']);
  });

  it('counts 0 and false as given: callers map "any" to undefined themselves', () => {
    expect(shapeOf({ grp: 0, noGroup: false }).key).toBe('grp_noGroup');
  });
});
