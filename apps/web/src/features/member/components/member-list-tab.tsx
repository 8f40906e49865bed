import { useState } from 'react';
import { Empty, Flex, Grid, Table, Tag, Tooltip } from 'antd';
import { UserAddOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import { formatDateTime, formatRelativeTime, RECORD_STATUS_LABELS } from '@pfs/domain';
import { type Member, type Role } from '@pfs/domain/member';
import { CreateButton } from '@/components/list-page';
import { tablePaging } from '@/components/table-paging';
import { useAuthStore, useHasAnyPerm } from '@/lib/auth-store';
import { useSettingsStore } from '@/lib/settings-store';
import { useFacMemberList } from '../api/get-fac-member-list';
import { AddMemberModal } from './add-member-modal';
import { CreatedMemberModal, type CreatedMember } from './created-member-modal';
import { ChangeRoleModal } from './change-role-modal';
import { MemberActions } from './member-actions';
import { MemberFilterBar, type MemberFilters } from './member-filter-bar';
import { OwnMark } from './own-mark';
import { ResetPasswordModal } from './reset-password-modal';
import { PendingInvites } from './pending-invites';

const PAGE_SIZES = [10, 20, 50, 100];

/** The 成员 tab: filters, the paged member list and the member dialogs. */
export function MemberListTab({ fid, roles }: { fid: number; roles: Role[] }) {
  const [filters, setFilters] = useState<MemberFilters>({});
  const [paging, setPaging] = useState({ page: 1, size: 20 });
  const [adding, setAdding] = useState(false);
  const [roleFor, setRoleFor] = useState<Member | null>(null);
  const [passwordFor, setPasswordFor] = useState<Member | null>(null);
  const [created, setCreated] = useState<CreatedMember | null>(null);
  const myUid = useAuthStore((s) => s.user?.uid);
  const canEdit = useHasAnyPerm(['auth.edit']);
  // On a phone a fixed actions column would cover the whole table; from tablet width up it stays in view.
  const desktop = useSettingsStore((s) => s.device === 'desktop');
  const fixOps = Grid.useBreakpoint().md ?? desktop;
  const list = useFacMemberList({ fid, ...paging, ...filters });
  const filtered = Object.values(filters).some((v) => v !== undefined);

  const columns: ColumnsType<Member> = [
    { title: '账号', dataIndex: 'uni_no', width: 110, ellipsis: true },
    {
      title: '姓名',
      dataIndex: 'cname',
      width: 130,
      render: (v: string, m) => <OwnMark name={v} mark={m.uid === myUid && '我'} />,
    },
    { title: '手机', dataIndex: 'mobile', width: 120, render: (v: string) => v || '—' },
    { title: '邮箱', dataIndex: 'email', ellipsis: true, render: (v: string) => v || '—' },
    { title: '角色', dataIndex: 'role_name', width: 110, render: (v: string) => <Tag color="blue">{v}</Tag> },
    {
      title: '状态',
      dataIndex: 'status',
      width: 72,
      render: (s: Member['status']) => <Tag color={s === 'enabled' ? 'success' : 'default'}>{RECORD_STATUS_LABELS[s]}</Tag>,
    },
    {
      title: '加入时间',
      dataIndex: 'joined_at',
      width: 110,
      render: (v: string) => <Tooltip title={formatDateTime(v)}>{formatDateTime(v, 'YYYY-MM-DD')}</Tooltip>,
    },
    {
      title: '最近登录',
      dataIndex: 'last_login_at',
      width: 145,
      render: (v: string | null) =>
        v ? (
          <Tooltip title={formatRelativeTime(new Date(v), new Date())}>
            <span>{formatDateTime(v, 'YYYY-MM-DD HH:mm')}</span>
          </Tooltip>
        ) : (
          <span style={{ opacity: 0.55 }}>从未登录</span>
        ),
    },
  ];
  if (canEdit)
    columns.push({
      title: '操作',
      key: 'ops',
      fixed: fixOps ? 'right' : undefined,
      width: 216,
      render: (_v, m) => (
        <MemberActions fid={fid} member={m} isSelf={m.uid === myUid} onChangeRole={() => setRoleFor(m)} onResetPassword={() => setPasswordFor(m)} />
      ),
    });

  return (
    <>
      <Flex justify="space-between" wrap gap={8} style={{ marginBottom: 12 }}>
        <MemberFilterBar
          roles={roles}
          value={filters}
          onChange={(f) => {
            setFilters(f);
            setPaging((p) => ({ ...p, page: 1 }));
          }}
          onRefresh={() => void list.refetch()}
          refreshing={list.isFetching}
        />
        <CreateButton codes={['auth.edit']} icon={<UserAddOutlined />} onClick={() => setAdding(true)} label="添加成员" />
      </Flex>
      <PendingInvites fid={fid} canEdit={canEdit} />
      <Table<Member>
        rowKey="uid"
        size="middle"
        loading={list.isFetching}
        dataSource={list.data?.items}
        columns={columns}
        scroll={{ x: canEdit ? 1100 : 900 }}
        pagination={{ ...tablePaging(paging, list.data?.total_ct, setPaging, '名成员'), pageSizeOptions: PAGE_SIZES }}
        locale={{
          emptyText: list.isError ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="成员列表加载失败，请点击刷新重试" />
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={filtered ? '没有符合条件的成员' : '本工厂还没有成员'} />
          ),
        }}
      />
      <AddMemberModal fid={fid} roles={roles} open={adding} onClose={() => setAdding(false)} onCreated={setCreated} />
      <CreatedMemberModal created={created} onClose={() => setCreated(null)} />
      <ChangeRoleModal fid={fid} roles={roles} member={roleFor} onClose={() => setRoleFor(null)} />
      <ResetPasswordModal fid={fid} member={passwordFor} onClose={() => setPasswordFor(null)} />
    </>
  );
}
