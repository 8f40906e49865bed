import { useState } from 'react';
import { Badge, Tabs } from 'antd';
import { NoFactory, PageContainer } from '@/components/page-container';
import { useCurrentFac } from '@/lib/auth-store';
import { useFacRoleList } from '../api/get-fac-role-list';
import { MemberListTab } from '../components/member-list-tab';
import { RoleListTab } from '../components/role-list-tab';

/** /cfg/member [auth.list]: members and roles of the current factory; writes need auth.edit. */
export default function MemberPage() {
  const fac = useCurrentFac();
  const roles = useFacRoleList(fac?.fid);
  const [tab, setTab] = useState('members');
  if (!fac) return <NoFactory />;
  const roleList = roles.data ?? [];
  return (
    <PageContainer title="成员管理" description={`「${fac.fac_name}」的成员与角色；成员的权限由其角色决定。`}>
      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={[
          { key: 'members', label: '成员', children: <MemberListTab fid={fac.fid} roles={roleList} /> },
          {
            key: 'roles',
            label: (
              <span>
                角色 <Badge count={roleList.length} showZero={false} color="#8c8c8c" size="small" />
              </span>
            ),
            children: <RoleListTab fid={fac.fid} roles={roleList} loading={roles.isFetching} />,
          },
        ]}
      />
    </PageContainer>
  );
}
