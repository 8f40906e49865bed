import { Avatar, Dropdown, Flex, Typography } from 'antd';
import { LogoutOutlined, UserOutlined, ClusterOutlined, ControlOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { maskContact } from '@pfs/domain';
import { useAuthStore } from '@/lib/auth-store';
import { useTabsStore } from '@/lib/tabs-store';
import { runAction } from '@/lib/user-action';

const EGP_URL = import.meta.env.VITE_EGP_URL ?? '/egp/';
const ADMIN_URL = import.meta.env.VITE_ADMIN_URL ?? '/admin/';

/** Spec §2 user dropdown: name, username, mobile, optional e-mail; profile; group platform; admin; log out. */
export function UserDropdown() {
  const { user, avatar, name, logout } = useAuthStore();
  const navigate = useNavigate();
  if (!user) return null;
  const items = [
    {
      key: 'who',
      disabled: true,
      label: (
        <div style={{ lineHeight: 1.6 }}>
          <Typography.Text strong>{name}</Typography.Text>
          <br />
          <Typography.Text type="secondary">账号：{user.username}</Typography.Text>
          {user.mobile && (
            <>
              <br />
              <Typography.Text type="secondary">手机：{maskContact(user.mobile)}</Typography.Text>
            </>
          )}
          {user.email && (
            <>
              <br />
              <Typography.Text type="secondary">邮箱：{user.email}</Typography.Text>
            </>
          )}
        </div>
      ),
    },
    { type: 'divider' as const },
    { key: 'profile', icon: <UserOutlined />, label: '个人中心', onClick: () => void navigate('/profile') },
    ...(user.is_egp_u || user.is_sa ? [{ key: 'egp', icon: <ClusterOutlined />, label: '进入集团平台', onClick: () => window.open(EGP_URL, '_blank') }] : []),
    ...(user.is_sa ? [{ key: 'admin', icon: <ControlOutlined />, label: '进入管理后台', onClick: () => window.open(ADMIN_URL, '_blank') }] : []),
    { type: 'divider' as const },
    {
      key: 'logout',
      icon: <LogoutOutlined />,
      label: '退出登录',
      // The token is dropped even when the server cannot be told, so the way back to /login must not depend on it.
      onClick: () =>
        runAction(
          logout().finally(() => {
            useTabsStore.getState().closeAll();
            void navigate('/login', { replace: true });
          }),
        ),
    },
  ];
  return (
    <Dropdown menu={{ items }} trigger={['click']} placement="bottomRight">
      <Flex align="center" gap={6} style={{ cursor: 'pointer', padding: '0 8px' }} data-testid="user-menu">
        <Avatar size={30} src={avatar} icon={<UserOutlined />} />
        <span style={{ whiteSpace: 'nowrap' }}>{name}</span>
      </Flex>
    </Dropdown>
  );
}
