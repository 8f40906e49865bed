import { Result } from 'antd';
import { DesktopOutlined } from '@ant-design/icons';
import { useParams } from 'react-router';

/** Public display screens (no login). Their contents come with the screen release. */
export default function PublicScreenPage({ kind }: { kind: string }) {
  const { fid } = useParams();
  return (
    <div style={{ minHeight: '100vh', background: '#0b1a2e', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <Result
        icon={<DesktopOutlined style={{ color: '#409eff' }} />}
        title={<span style={{ color: '#fff' }}>{kind}建设中</span>}
        subTitle={<span style={{ color: '#9fb3c8' }}>工厂 {fid} 的公开展示屏将在后续版本提供。</span>}
      />
    </div>
  );
}
