import { describe, expect, it } from 'vitest';
import { flattenRoutes } from '@/lib/route-filter';
import { chunksToPreload, consolePageFor } from './preload-route';
import { ROUTE_TABLE } from './route-table';

describe('what a freshly loaded document fetches at boot', () => {
  it('a signed-in deep link: the shell and that page, both while the session is checked', () => {
    expect(chunksToPreload('/iot/gw_list', true)).toEqual(['shell', 'page']);
    expect(chunksToPreload('/', true)).toEqual(['shell', 'page']);
    expect(consolePageFor('/')?.path).toBe('/dashboard');
    expect(chunksToPreload('/no/such/page', true)).toEqual(['shell']);
  });

  it('signed out: the login page it will be sent to; public screens load on their own', () => {
    expect(chunksToPreload('/iot/gw_list', false)).toEqual(['login']);
    expect(chunksToPreload('/login', false)).toEqual(['login']);
    expect(chunksToPreload('/login', true)).toEqual([]);
    expect(chunksToPreload('/screen/F001', true)).toEqual([]);
    expect(chunksToPreload('/trace/T1', false)).toEqual([]);
  });

  it('every console page of the route table can be fetched ahead', () => {
    const pages = flattenRoutes(ROUTE_TABLE).filter((p) => p.component);
    expect(pages.length).toBeGreaterThan(30);
    const without = pages.filter((p) => typeof (p.component as { preload?: unknown }).preload !== 'function').map((p) => p.path);
    expect(without).toEqual([]);
  });
});
