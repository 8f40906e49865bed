import { Tabs } from 'antd';
import { FactoryPageContainer } from '@/components/page-container';
import { PageVisitTable } from '../components/page-visit-table';
import { UserLogTable } from '../components/user-log-table';

/** /cfg/userlog [syslog.list]: 操作日志 and 访问日志 of the current factory. */
export default function UserLogPage() {
  return (
    <FactoryPageContainer title="用户日志" description="成员的登录、密码与成员角色变更等操作，以及每次页面访问。">
      {(fid) => (
        <Tabs
          items={[
            { key: 'ops', label: '操作日志', children: <UserLogTable fid={fid} /> },
            { key: 'visits', label: '访问日志', children: <PageVisitTable fid={fid} /> },
          ]}
        />
      )}
    </FactoryPageContainer>
  );
}
