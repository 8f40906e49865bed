import { Drawer, Menu, type MenuProps } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { SIDEBAR_WIDTH_PX, THEME_COLORS } from '@pfs/domain';
import { menuRoutes, type RouteNode } from '@/lib/route-filter';
import { useSettingsStore } from '@/lib/settings-store';
import { useCurrentFac } from '@/lib/auth-store';
import { ROUTE_ICONS } from '@/components/route-icons';

const COLLAPSED_WIDTH = 54;
/** Collapsed: a section's pop-up slides up to stay on screen (the 物联网 list is taller than the space below it). */
const POPUP_PLACEMENTS = { rightTop: { points: ['tl', 'tr'], overflow: { adjustX: 1, adjustY: 1, shiftY: true } } };

type MenuItems = NonNullable<MenuProps['items']>;

/** Entries with a menuGroup are listed under that heading (headings in order of first appearance). */
function grouped(parent: string, routes: RouteNode[]): MenuItems {
  if (!routes.some((r) => r.menuGroup)) return toItems(routes, false);
  const groups = new Map<string, RouteNode[]>();
  for (const r of routes) {
    const label = r.menuGroup ?? '其他';
    groups.set(label, [...(groups.get(label) ?? []), r]);
  }
  return [...groups].map(([label, members]) => ({ type: 'group' as const, key: `${parent}#${label}`, label, children: toItems(members, false) }));
}

function toItems(routes: RouteNode[], top = true): MenuItems {
  return routes
    .filter((r) => !r.hidden)
    .map((r) => {
      const visibleChildren = r.children?.filter((c) => !c.hidden) ?? [];
      const icon = top ? (ROUTE_ICONS[r.icon ?? 'default'] ?? ROUTE_ICONS.default) : undefined;
      if (visibleChildren.length > 0) return { key: r.path, icon, label: r.title, popupClassName: 'pfs-sidebar-popup', children: grouped(r.path, visibleChildren) };
      return { key: r.path, icon, label: r.title };
    });
}

function Logo({ collapsed }: { collapsed: boolean }) {
  const fac = useCurrentFac();
  const src = fac?.logo_name ? `/pics/logos/${fac.logo_name}` : '/logo.svg';
  return (
    <div style={{ height: 50, display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 8, color: '#fff', overflow: 'hidden' }}>
      <img src={src} alt="logo" style={{ width: 28, height: 28 }} />
      {!collapsed && <span style={{ fontWeight: 600, whiteSpace: 'nowrap' }}>{fac?.short_name || '植物工厂'}</span>}
    </div>
  );
}

/** Spec §2: menu from the permitted routes, collapsible; under 992 px a drawer closed by default. */
export function Sidebar({ tree }: { tree: RouteNode[] }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { sidebarOpen, device, sidebarLogo, closeSidebar } = useSettingsStore();
  const collapsed = device === 'desktop' && !sidebarOpen;
  const openSection = '/' + (pathname.split('/')[1] ?? '');

  const menu = (
    <div className="pfs-sidebar" style={{ background: THEME_COLORS.menuBg, height: '100%', overflowY: 'auto' }}>
      {sidebarLogo && <Logo collapsed={collapsed} />}
      <Menu
        mode="inline"
        theme="dark"
        inlineCollapsed={collapsed}
        builtinPlacements={POPUP_PLACEMENTS}
        selectedKeys={[pathname]}
        defaultOpenKeys={collapsed ? [] : [openSection]}
        items={toItems(menuRoutes(tree))}
        style={{ background: THEME_COLORS.menuBg, borderInlineEnd: 0 }}
        onClick={({ key }) => {
          void navigate(key);
          if (device === 'mobile') closeSidebar();
        }}
      />
    </div>
  );

  if (device === 'mobile') {
    return (
      <Drawer
        placement="left"
        open={sidebarOpen}
        onClose={closeSidebar}
        size={SIDEBAR_WIDTH_PX}
        closable={false}
        styles={{ body: { padding: 0, background: THEME_COLORS.menuBg } }}
        rootClassName="pfs-sidebar-drawer"
      >
        {menu}
      </Drawer>
    );
  }
  return (
    <aside
      data-testid="sidebar"
      style={{ width: collapsed ? COLLAPSED_WIDTH : SIDEBAR_WIDTH_PX, flex: 'none', transition: 'width .2s', height: '100vh', position: 'sticky', top: 0 }}
    >
      {menu}
    </aside>
  );
}
