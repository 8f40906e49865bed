import { useState } from 'react';
import { Button, Flex, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import { PERMISSION_CODES } from '@pfs/domain';
import { type Role } from '@pfs/domain/member';
import { CreateButton } from '@/components/list-page';
import { PermissionGuard } from '@/components/permission-guard';
import { feedback } from '@/lib/feedback';
import { useAuthStore, useHasAnyPerm } from '@/lib/auth-store';
import { useDeleteFacRole } from '../api/delete-fac-role';
import { countByGroup } from '../utils/perm-tree';
import { OwnMark } from './own-mark';
import { RoleEditorDrawer } from './role-editor-drawer';
import { action } from '@/lib/user-action';
import { wholeRows } from '@/components/table-empty';

function PermSummary({ codes }: { codes: string[] }) {
  const groups = countByGroup(codes);
  if (groups.length === 0) return <Typography.Text type="secondary">无权限</Typography.Text>;
  return (
    <Space size={[4, 4]} wrap>
      <Typography.Text type="secondary" style={{ marginInlineEnd: 4 }}>
        {codes.length === PERMISSION_CODES.length ? '全部权限' : `${codes.length} 项`}
      </Typography.Text>
      {groups.map((g) => (
        <Tag key={g.key} color={g.held === g.total ? 'blue' : undefined}>
          {g.label} {g.held}/{g.total}
        </Tag>
      ))}
    </Space>
  );
}

/** The 角色 tab: roles with member counts; create, edit (Drawer) and delete. */
export function RoleListTab({ fid, roles, loading }: { fid: number; roles: Role[]; loading: boolean }) {
  const [open, setOpen] = useState<Role | 'new' | null>(null);
  const canEdit = useHasAnyPerm(['auth.edit']);
  const myRoleId = useAuthStore((s) => s.crtFacRole?.role_id);
  const del = useDeleteFacRole();

  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 12 }}>
        <Typography.Text type="secondary">角色是一组权限；成员在本工厂能看到和操作什么，由其角色决定。</Typography.Text>
        <CreateButton codes={['auth.edit']} onClick={() => setOpen('new')} label="新建角色" />
      </Flex>
      <Table<Role>
        rowKey="role_id"
        size="middle"
        {...wholeRows(roles, loading, '本工厂还没有角色')}
        scroll={{ x: 820 }}
        columns={[
          {
            title: '角色名称',
            dataIndex: 'name',
            width: 160,
            render: (v: string, r) => <OwnMark name={v} mark={r.role_id === myRoleId && '我的角色'} />,
          },
          { title: '成员数', dataIndex: 'member_ct', width: 90, align: 'right' },
          { title: '权限', dataIndex: 'codes', render: (codes: string[]) => <PermSummary codes={codes} /> },
          {
            title: '操作',
            key: 'ops',
            width: 140,
            render: (_v, r) =>
              canEdit ? (
                <PermissionGuard codes={['auth.edit']}>
                  <Space size={0}>
                    <Button type="link" size="small" onClick={() => setOpen(r)}>
                      编辑
                    </Button>
                    <Popconfirm
                      title={`删除角色「${r.name}」？`}
                      description={r.member_ct > 0 ? `仍有 ${r.member_ct} 名成员持有该角色，需先为他们更换角色。` : '删除后不可恢复。'}
                      okText="删除"
                      okButtonProps={{ danger: true }}
                      placement="topRight"
                      onConfirm={action(async () => {
                        try {
                          await del.mutateAsync({ fid, role_id: r.role_id });
                          feedback.message.success(`角色「${r.name}」已删除`);
                        } catch {
                          /* 409 when members still hold it: the request wrapper shows the server's message */
                        }
                      })}
                    >
                      <Button type="link" size="small" danger>
                        删除
                      </Button>
                    </Popconfirm>
                  </Space>
                </PermissionGuard>
              ) : (
                <Button type="link" size="small" onClick={() => setOpen(r)}>
                  查看
                </Button>
              ),
          },
        ]}
      />
      {open && <RoleEditorDrawer key={open === 'new' ? 'new' : open.role_id} fid={fid} role={open} readOnly={!canEdit} onClose={() => setOpen(null)} />}
    </>
  );
}
