import { create } from 'zustand';

/** `key` is the page (path and identity params); `url` the address it was last seen at, view params included. */
export type TabView = { key: string; path: string; url?: string; title: string; affix?: boolean };

/** Pages kept alive at most; the oldest inactive, unpinned one is dropped first. */
export const CACHE_CAP = 20;

/** Pure: adds a visited view (once; a later visit updates where its tab leads) and returns the new list. */
export function addView(views: TabView[], v: TabView): TabView[] {
  const i = views.findIndex((x) => x.key === v.key);
  if (i < 0) return [...views, v];
  return views[i]!.url === v.url ? views : views.map((x, j) => (j === i ? { ...x, url: v.url } : x));
}

/** Where a tab leads: the address it was last seen at. */
export const tabUrl = (v: TabView) => v.url ?? v.key;

/** Pure: which keys stay cached after visiting `active`, in least-recently-used order. */
export function touchCache(lru: string[], active: string, pinned: ReadonlySet<string>, cap = CACHE_CAP): string[] {
  const next = [...lru.filter((k) => k !== active), active];
  while (next.length > cap) {
    const victim = next.findIndex((k) => k !== active && !pinned.has(k));
    if (victim < 0) break;
    next.splice(victim, 1);
  }
  return next;
}

type TabsState = {
  views: TabView[];
  /** Cached page keys, least recently used first. */
  cached: string[];
  /** Bumped per key by 刷新 so that page remounts. */
  generation: Record<string, number>;
  visit: (v: TabView) => void;
  close: (key: string) => void;
  closeOthers: (key: string) => void;
  closeAll: () => void;
  refresh: (key: string) => void;
};

const pinnedKeys = (views: TabView[]) => new Set(views.filter((v) => v.affix).map((v) => v.key));

/** The pinned home tab is always there (spec §2). */
export const HOME_VIEW: TabView = { key: '/dashboard', path: '/dashboard', title: '首页', affix: true };

export const useTabsStore = create<TabsState>((set) => ({
  views: [HOME_VIEW],
  cached: [],
  generation: {},
  visit: (v) =>
    set((s) => {
      const views = addView(s.views, v);
      return { views, cached: touchCache(s.cached, v.key, pinnedKeys(views)) };
    }),
  close: (key) =>
    set((s) => ({
      views: s.views.filter((v) => v.key !== key || v.affix),
      cached: s.views.find((v) => v.key === key)?.affix ? s.cached : s.cached.filter((k) => k !== key),
    })),
  closeOthers: (key) =>
    set((s) => {
      const views = s.views.filter((v) => v.key === key || v.affix);
      const keep = new Set(views.map((v) => v.key));
      return { views, cached: s.cached.filter((k) => keep.has(k)) };
    }),
  closeAll: () =>
    set((s) => {
      const views = s.views.filter((v) => v.affix);
      const keep = new Set(views.map((v) => v.key));
      return { views, cached: s.cached.filter((k) => keep.has(k)) };
    }),
  refresh: (key) => set((s) => ({ generation: { ...s.generation, [key]: (s.generation[key] ?? 0) + 1 } })),
}));
