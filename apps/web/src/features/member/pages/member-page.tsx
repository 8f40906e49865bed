import { Tabs } from 'antd';
import { PageContainer } from '../../../components/page-container';
import { useCurrentFac } from '../../../lib/auth-store';
import { useFacRoleList } from '../api/role-api';
import { MemberTable } from '../components/member-table';
import { RolePanel } from '../components/role-panel';

export default function MemberPage() {
  const fac = useCurrentFac();
  const roles = useFacRoleList(fac?.fid);
  if (!fac) return null;
  return (
    <PageContainer title="成员管理" description={`${fac.fac_name} 的成员与角色；权限按角色分配。`}>
      <Tabs
        items={[
          { key: 'members', label: '成员', children: <MemberTable fid={fac.fid} roles={roles.data ?? []} /> },
          { key: 'roles', label: '角色', children: <RolePanel fid={fac.fid} roles={roles.data ?? []} loading={roles.isFetching} /> },
        ]}
      />
    </PageContainer>
  );
}
