import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Button, Flex, Typography, theme } from 'antd';
import { LeftOutlined } from '@ant-design/icons';

/** A page inside the /h5wrap phone shell: a slim title bar with a back button, then the page alone. */
export function PhoneShellLayout({ title, children }: { title?: string; children: ReactNode }) {
  const navigate = useNavigate();
  const { token } = theme.useToken();
  // react-router numbers the entries it pushed: the first page of the frame has nothing to go back to.
  const canGoBack = ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;
  return (
    <div data-testid="phone-shell" style={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Flex
        align="center"
        gap={4}
        style={{ position: 'sticky', top: 0, zIndex: 10, height: 44, padding: '0 8px', background: token.colorBgContainer, borderBottom: `1px solid ${token.colorBorderSecondary}` }}
      >
        <Button type="text" aria-label="返回" icon={<LeftOutlined />} disabled={!canGoBack} onClick={() => void navigate(-1)} />
        <Typography.Text strong ellipsis style={{ flex: 1 }}>
          {title}
        </Typography.Text>
      </Flex>
      <div style={{ flex: 1 }}>{children}</div>
    </div>
  );
}
