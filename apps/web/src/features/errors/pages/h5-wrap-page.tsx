import { Card, Typography } from 'antd';
import { useLocation } from 'react-router';
import { withPhoneShellFlag } from '../utils/phone-shell';
import { sameOriginPath } from '../utils/same-origin-path';

/** A phone-sized frame for mobile pages opened from a QR code or a link. */
export default function H5WrapPage() {
  const { search } = useLocation();
  const path = sameOriginPath(new URLSearchParams(search).get('url'));
  // The flag tells the framed page to leave out the console's menu, top bar and tabs.
  const target = path && withPhoneShellFlag(path);
  return (
    <div style={{ display: 'flex', justifyContent: 'center', padding: 16 }}>
      <Card style={{ width: 390, maxWidth: '100%', minHeight: 640 }} title="植物工厂管理平台 · 移动端">
        {target ? (
          <iframe title="移动端页面" src={target} style={{ width: '100%', height: 580, border: 0 }} />
        ) : (
          <Typography.Paragraph type="secondary">请通过扫码或链接打开具体的移动端页面。</Typography.Paragraph>
        )}
      </Card>
    </div>
  );
}
