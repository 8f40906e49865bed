import { useEffect, useState } from 'react';
import { Breadcrumb, Button, Dropdown, Flex, Grid, Tag, theme } from 'antd';
import { DownOutlined, FullscreenExitOutlined, FullscreenOutlined, MenuFoldOutlined, MenuUnfoldOutlined, SettingOutlined } from '@ant-design/icons';
import { Link, useLocation } from 'react-router';
import type { FlatRoute } from '@/lib/route-filter';
import { useAuthStore, useHasAnyPerm } from '@/lib/auth-store';
import { useSettingsStore } from '@/lib/settings-store';
import { feedback } from '@/lib/feedback';
import { switchFactory } from '@/features/facility/switch-factory';
import { AlarmBadge } from '@/features/alarm/components/alarm-badge';
import { UserDropdown } from './user-dropdown';
import { LiveIndicator } from '@/components/live-indicator';
import { WeatherDropdown } from '@/features/weather/components/weather-dropdown';


function FullscreenToggle() {
  const [on, setOn] = useState(!!document.fullscreenElement);
  useEffect(() => {
    const h = () => setOn(!!document.fullscreenElement);
    document.addEventListener('fullscreenchange', h);
    return () => document.removeEventListener('fullscreenchange', h);
  }, []);
  const toggle = () => {
    if (!document.fullscreenEnabled) {
      feedback.message.warning('you browser can not work');
      return;
    }
    if (document.fullscreenElement) void document.exitFullscreen();
    else void document.documentElement.requestFullscreen();
  };
  return <Button type="text" aria-label="全屏" onClick={toggle} icon={on ? <FullscreenExitOutlined /> : <FullscreenOutlined />} />;
}


function FactoryName() {
  const { crtFacRole, facRoles } = useAuthStore();
  const fac = crtFacRole?.fac;
  if (!fac) return null;
  const name = (
    <Link to="/cfg/fac-slt-hall" data-testid="current-factory" style={{ whiteSpace: 'nowrap' }}>
      {fac.fac_name}
      {fac.for_test && <Tag color="orange" style={{ marginInlineStart: 6 }}>测试</Tag>}
    </Link>
  );
  if (facRoles.length <= 1) return name;
  return (
    <Flex align="center" gap={2}>
      {name}
      <Dropdown
        trigger={['click']}
        menu={{
          selectedKeys: [String(fac.fid)],
          items: facRoles.map((r) => ({ key: String(r.fac.fid), label: `${r.fac.fac_name}（${r.role_name}）` })),
          onClick: ({ key }) => switchFactory(Number(key)),
        }}
      >
        <Button type="text" size="small" aria-label="切换工厂" icon={<DownOutlined />} />
      </Dropdown>
    </Flex>
  );
}

export function TopBar({ current }: { current?: FlatRoute<unknown> }) {
  const { token } = theme.useToken();
  const { sidebarOpen, toggleSidebar, device, set } = useSettingsStore();
  const cfgName = useAuthStore((s) => s.cfgName);
  const canSeeAlarms = useHasAnyPerm(['alarm.list']);
  const { pathname } = useLocation();
  // Tablets (≥ 768 px) keep the drawer menu but have room for the breadcrumb and the environment name.
  const screens = Grid.useBreakpoint();
  const wide = screens.md ?? device === 'desktop';
  // A phone's bar has no room for the weather beside the factory and the alarms; its pages stay in the menu.
  const phone = screens.sm === false;
  const crumbs = [{ title: <Link to="/dashboard">首页</Link> }, ...(current && pathname !== '/dashboard' ? current.trail.map((t) => ({ title: t.title })) : [])];
  return (
    <Flex
      align="center"
      justify="space-between"
      gap={8}
      style={{ height: 50, padding: '0 8px', background: token.colorBgContainer, borderBottom: `1px solid ${token.colorBorderSecondary}` }}
    >
      <Flex align="center" gap={8} style={{ minWidth: 0 }}>
        <Button type="text" aria-label="菜单" onClick={toggleSidebar} icon={sidebarOpen ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />} />
        {wide && <Breadcrumb items={crumbs} style={{ whiteSpace: 'nowrap', overflow: 'hidden' }} />}
      </Flex>
      <Flex align="center" gap={4}>
        {cfgName && wide && <Tag color="blue">{cfgName}</Tag>}
        {!phone && <WeatherDropdown />}
        {device === 'desktop' && <FullscreenToggle />}
        <LiveIndicator compact={device !== 'desktop'} />
        {canSeeAlarms && <AlarmBadge />}
        <FactoryName />
        <Button type="text" aria-label="系统设置" onClick={() => set({ showSettings: true })} icon={<SettingOutlined />} />
        <UserDropdown />
      </Flex>
    </Flex>
  );
}
