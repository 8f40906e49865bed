import type { ReactNode } from 'react';
import { Button, Flex, Layout, Menu, Typography, theme } from 'antd';
import { ArrowLeftOutlined, ApartmentOutlined, CloudServerOutlined, LogoutOutlined } from '@ant-design/icons';
import { Link, useLocation, useNavigate } from 'react-router';
import { useAuthStore } from '@/lib/auth-store';
import { runAction } from '@/lib/user-action';

/** The back-end's sections (each also a route in admin-app.tsx); accounts join them later. */
export const ADMIN_SECTIONS = [
  { path: '/admin/', label: '工厂管理', icon: <ApartmentOutlined /> },
  { path: '/admin/instances/', label: '服务器实例', icon: <CloudServerOutlined /> },
];

/** 管理后台's frame: its own header and menu, apart from the console's factory shell (it is not about one factory). */
export function AdminLayout({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { name, logout } = useAuthStore();
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header
        style={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          paddingInline: 16,
          background: token.colorBgContainer,
          borderBottom: `1px solid ${token.colorBorderSecondary}`,
        }}
      >
        <Typography.Title level={4} style={{ margin: 0, whiteSpace: 'nowrap' }}>
          PFS 管理后台
        </Typography.Title>
        <Flex align="center" gap={8}>
          <Typography.Text type="secondary">{name}</Typography.Text>
          <Link to="/">
            <Button type="text" icon={<ArrowLeftOutlined />}>
              返回控制台
            </Button>
          </Link>
          <Button type="text" icon={<LogoutOutlined />} onClick={() => runAction(logout().finally(() => void navigate('/login', { replace: true })))}>
            退出登录
          </Button>
        </Flex>
      </Layout.Header>
      <Layout>
        <Layout.Sider width={180} breakpoint="md" collapsedWidth={0} style={{ background: token.colorBgContainer }}>
          <Menu
            mode="inline"
            selectedKeys={[pathname.endsWith('/') ? pathname : `${pathname}/`]}
            items={ADMIN_SECTIONS.map((s) => ({ key: s.path, icon: s.icon, label: <Link to={s.path}>{s.label}</Link> }))}
            style={{ borderInlineEnd: 'none' }}
          />
        </Layout.Sider>
        <Layout.Content style={{ padding: 16 }}>{children}</Layout.Content>
      </Layout>
    </Layout>
  );
}
