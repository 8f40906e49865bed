import { useState } from 'react';
import { Button, Flex, Input, Popconfirm, Select, Space, Table, Tag, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import type { Member, Role } from '@pfs/domain';
import { PermissionGuard } from '../../../components/permission-guard';
import { feedback } from '../../../lib/feedback';
import { tablePaging } from '../../../components/table-paging';
import { useFacMemberList, type MemberListQuery } from '../api/get-fac-member-list';
import { useRemoveFacMember, useUpdateFacMember } from '../api/member-mutations';
import { MemberFormModal } from './member-form-modal';
import { MemberPasswordModal } from './member-password-modal';

const fmt = (iso: string | null) => (iso ? dayjs(iso).format('YYYY-MM-DD HH:mm') : '—');

export function MemberTable({ fid, roles }: { fid: number; roles: Role[] }) {
  const [query, setQuery] = useState<MemberListQuery>({ fid, page: 1, size: 20 });
  const [kw, setKw] = useState('');
  const [adding, setAdding] = useState(false);
  const [pwFor, setPwFor] = useState<Member | null>(null);
  const list = useFacMemberList({ ...query, fid });
  const update = useUpdateFacMember();
  const remove = useRemoveFacMember();
  const act = async (p: Promise<unknown>, ok: string) => {
    try {
      await p;
      feedback.message.success(ok);
    } catch {
      /* shown by the wrapper */
    }
  };

  return (
    <>
      <Flex justify="space-between" wrap gap={8} style={{ marginBottom: 12 }}>
        <Space wrap>
          <Input.Search
            allowClear
            placeholder="姓名、账号或手机"
            value={kw}
            onChange={(e) => setKw(e.target.value)}
            onSearch={(v) => setQuery((q) => ({ ...q, page: 1, kw: v.trim() || undefined }))}
            style={{ width: 220 }}
            data-testid="member-search"
          />
          <Select
            allowClear
            placeholder="角色"
            style={{ width: 140 }}
            options={roles.map((r) => ({ value: r.role_id, label: r.name }))}
            onChange={(v?: number) => setQuery((q) => ({ ...q, page: 1, role_id: v }))}
          />
          <Select
            allowClear
            placeholder="状态"
            style={{ width: 110 }}
            options={[
              { value: 'enabled', label: '启用' },
              { value: 'disabled', label: '停用' },
            ]}
            onChange={(v?: 'enabled' | 'disabled') => setQuery((q) => ({ ...q, page: 1, status: v }))}
          />
        </Space>
        <PermissionGuard codes={['auth.edit']}>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
            添加成员
          </Button>
        </PermissionGuard>
      </Flex>
      <Table<Member>
        rowKey="uid"
        size="middle"
        loading={list.isFetching}
        dataSource={list.data?.items}
        scroll={{ x: 960 }}
        pagination={tablePaging(query, list.data?.total_ct, setQuery, '人')}
        columns={[
          { title: '账号', dataIndex: 'uni_no', width: 110 },
          { title: '姓名', dataIndex: 'cname', width: 110 },
          { title: '手机', dataIndex: 'mobile', width: 130, render: (v: string) => v || '—' },
          { title: '邮箱', dataIndex: 'email', ellipsis: true, render: (v: string) => v || '—' },
          {
            title: '角色',
            dataIndex: 'role_id',
            width: 150,
            render: (_v, m) => (
              <PermissionGuard codes={['auth.edit']}>
                <Select
                  size="small"
                  value={m.role_id}
                  style={{ width: 130 }}
                  options={roles.map((r) => ({ value: r.role_id, label: r.name }))}
                  onChange={(role_id: number) => act(update.mutateAsync({ fid, uid: m.uid, role_id }), '角色已修改')}
                />
              </PermissionGuard>
            ),
          },
          { title: '状态', dataIndex: 'status', width: 80, render: (s: string) => (s === 'enabled' ? <Tag color="green">启用</Tag> : <Tag>停用</Tag>) },
          { title: '加入时间', dataIndex: 'joined_at', width: 150, render: fmt },
          { title: '最近登录', dataIndex: 'last_login_at', width: 150, render: fmt },
          {
            title: '操作',
            key: 'ops',
            fixed: 'right',
            width: 200,
            render: (_v, m) => (
              <PermissionGuard codes={['auth.edit']}>
                <Space size={4}>
                  <Popconfirm
                    title={m.status === 'enabled' ? `停用 ${m.cname}？停用后无法进入本工厂` : `启用 ${m.cname}？`}
                    onConfirm={() => act(update.mutateAsync({ fid, uid: m.uid, status: m.status === 'enabled' ? 'disabled' : 'enabled' }), '状态已修改')}
                  >
                    <Button type="link" size="small">{m.status === 'enabled' ? '停用' : '启用'}</Button>
                  </Popconfirm>
                  <Button type="link" size="small" onClick={() => setPwFor(m)}>
                    重置密码
                  </Button>
                  <Popconfirm title={`将 ${m.cname} 移出本工厂？`} onConfirm={() => act(remove.mutateAsync({ fid, uid: m.uid }), '成员已移除')}>
                    <Button type="link" size="small" danger>
                      移除
                    </Button>
                  </Popconfirm>
                </Space>
              </PermissionGuard>
            ),
          },
        ]}
        locale={{ emptyText: <Typography.Text type="secondary">没有符合条件的成员</Typography.Text> }}
      />
      <MemberFormModal fid={fid} roles={roles} open={adding} onClose={() => setAdding(false)} />
      <MemberPasswordModal fid={fid} member={pwFor} onClose={() => setPwFor(null)} />
    </>
  );
}
