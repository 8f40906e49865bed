import { Empty, Tabs } from 'antd';
import { PageContainer } from '@/components/page-container';
import { useCurrentFid } from '@/lib/auth-store';
import { PageVisitTable } from '../components/page-visit-table';
import { UserLogTable } from '../components/user-log-table';

/** /cfg/userlog [syslog.list]: 操作日志 and 访问日志 of the current factory. */
export default function UserLogPage() {
  const fid = useCurrentFid();
  if (!fid) return <Empty style={{ marginTop: 80 }} description="尚未选择工厂" />;
  return (
    <PageContainer title="用户日志" description="成员的登录、密码与成员角色变更等操作，以及每次页面访问。">
      <Tabs
        items={[
          { key: 'ops', label: '操作日志', children: <UserLogTable fid={fid} /> },
          { key: 'visits', label: '访问日志', children: <PageVisitTable fid={fid} /> },
        ]}
      />
    </PageContainer>
  );
}
