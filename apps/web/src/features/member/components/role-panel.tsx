import { useState } from 'react';
import { Button, Drawer, Flex, Form, Input, Popconfirm, Select, Space, Table, Tag, Tree, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { PERMISSION_LABELS, type PermissionCode, type Role } from '@pfs/domain';
import { PermissionGuard } from '../../../components/permission-guard';
import { feedback } from '../../../lib/feedback';
import { useDeleteFacRole, useRoleTemplates, useSaveFacRole } from '../api/role-api';
import { buildPermTree, keysToCodes } from './perm-tree';

const TREE = buildPermTree().map((g) => ({
  ...g,
  children: g.children?.map((c) => ({ ...c, title: <span>{c.title} <Typography.Text type="secondary" style={{ fontSize: 12 }}>{c.code}</Typography.Text></span> })),
}));

function RoleEditor({ fid, role, onClose }: { fid: number; role: Role | 'new' | null; onClose: () => void }) {
  const editing = role && role !== 'new' ? role : null;
  const [name, setName] = useState(editing?.name ?? '');
  const [codes, setCodes] = useState<string[]>(editing?.codes ?? []);
  const templates = useRoleTemplates();
  const save = useSaveFacRole();
  return (
    <Drawer
      title={editing ? `编辑角色：${editing.name}` : '新建角色'}
      open={!!role}
      onClose={onClose}
      size={480}
      destroyOnHidden
      extra={
        <Button
          type="primary"
          loading={save.isPending}
          onClick={async () => {
            if (name.trim().length < 2) return feedback.message.error('角色名称至少 2 个字符');
            try {
              await save.mutateAsync({ fid, role_id: editing?.role_id, name: name.trim(), codes });
              feedback.message.success('角色已保存');
              onClose();
            } catch {
              /* shown by the wrapper */
            }
          }}
        >
          保存
        </Button>
      }
    >
      <Form layout="vertical">
        <Form.Item label="角色名称" required>
          <Input value={name} onChange={(e) => setName(e.target.value)} maxLength={32} data-testid="role-name" />
        </Form.Item>
        <Form.Item label="从模板开始">
          <Select
            allowClear
            placeholder="选择角色模板，复制其权限"
            options={(templates.data ?? []).map((t) => ({ value: t.name, label: `${t.name}（${t.codes.length} 项）` }))}
            onChange={(v?: string) => {
              const t = templates.data?.find((x) => x.name === v);
              if (t) setCodes(t.codes);
            }}
          />
        </Form.Item>
        <Form.Item label={`权限（已选 ${codes.length} 项）`}>
          <Tree checkable defaultExpandAll selectable={false} treeData={TREE} checkedKeys={codes} onCheck={(keys) => setCodes(keysToCodes((Array.isArray(keys) ? keys : keys.checked).map(String)))} />
        </Form.Item>
      </Form>
    </Drawer>
  );
}

export function RolePanel({ fid, roles, loading }: { fid: number; roles: Role[]; loading: boolean }) {
  const [editing, setEditing] = useState<Role | 'new' | null>(null);
  const del = useDeleteFacRole();
  return (
    <>
      <Flex justify="end" style={{ marginBottom: 12 }}>
        <PermissionGuard codes={['auth.edit']}>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            新建角色
          </Button>
        </PermissionGuard>
      </Flex>
      <Table<Role>
        rowKey="role_id"
        loading={loading}
        dataSource={roles}
        pagination={false}
        columns={[
          { title: '角色', dataIndex: 'name', width: 140 },
          { title: '成员数', dataIndex: 'member_ct', width: 90 },
          {
            title: '权限',
            dataIndex: 'codes',
            render: (codes: string[]) =>
              codes.length === 0 ? <Typography.Text type="secondary">无</Typography.Text> : (
                <Space size={[4, 4]} wrap>
                  {codes.slice(0, 8).map((c) => <Tag key={c}>{PERMISSION_LABELS[c as PermissionCode] ?? c}</Tag>)}
                  {codes.length > 8 && <Tag>等 {codes.length} 项</Tag>}
                </Space>
              ),
          },
          {
            title: '操作',
            key: 'ops',
            width: 140,
            render: (_v, r) => (
              <PermissionGuard codes={['auth.edit']}>
                <Space size={4}>
                  <Button type="link" size="small" onClick={() => setEditing(r)}>编辑</Button>
                  <Popconfirm
                    title={`删除角色「${r.name}」？`}
                    onConfirm={async () => {
                      try {
                        await del.mutateAsync({ fid, role_id: r.role_id });
                        feedback.message.success('角色已删除');
                      } catch {
                        /* shown by the wrapper */
                      }
                    }}
                  >
                    <Button type="link" size="small" danger>删除</Button>
                  </Popconfirm>
                </Space>
              </PermissionGuard>
            ),
          },
        ]}
      />
      {editing && <RoleEditor key={editing === 'new' ? 'new' : editing.role_id} fid={fid} role={editing} onClose={() => setEditing(null)} />}
    </>
  );
}
