import { describe, expect, it } from 'vitest';
import { addView, tabUrl, touchCache } from './tabs-store';

describe('addView', () => {
  it('adds a view once', () => {
    const v = { key: '/a', path: '/a', title: 'A' };
    expect(addView(addView([], v), v)).toHaveLength(1);
  });
});

describe('touchCache', () => {
  it('keeps the most recently used pages up to the cap, never evicting the active or pinned one', () => {
    let lru: string[] = [];
    const pinned = new Set(['/home']);
    for (const k of ['/home', '/a', '/b', '/c']) lru = touchCache(lru, k, pinned, 3);
    expect(lru).toEqual(['/home', '/b', '/c']);
    lru = touchCache(lru, '/b', pinned, 3);
    expect(lru).toEqual(['/home', '/c', '/b']);
    lru = touchCache(lru, '/d', pinned, 3);
    expect(lru).toEqual(['/home', '/b', '/d']);
  });
  it('distinguishes the same path with another query', () => {
    expect(touchCache(['/a?x=1'], '/a?x=2', new Set())).toEqual(['/a?x=1', '/a?x=2']);
  });
});

describe('a tab whose view changes', () => {
  it('stays one tab and leads back to the address it was last seen at', () => {
    const first = addView([], { key: '/iot/hourly', path: '/iot/hourly', url: '/iot/hourly', title: '小时数据' });
    const moved = addView(first, { key: '/iot/hourly', path: '/iot/hourly', url: '/iot/hourly?range=last7', title: '小时数据' });
    expect(moved).toHaveLength(1);
    expect(tabUrl(moved[0]!)).toBe('/iot/hourly?range=last7');
    expect(addView(moved, moved[0]!)).toBe(moved);
    expect(tabUrl({ key: '/dashboard', path: '/dashboard', title: '首页' })).toBe('/dashboard');
  });
});
