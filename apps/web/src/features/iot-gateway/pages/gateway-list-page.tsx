import { useState } from 'react';
import { Badge, Button, Popconfirm, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { formatFactoryTime, thousands } from '@pfs/domain';
import { CreateButton, DeleteAction, editorOpsColumn, RowAction, wholeTable } from '@/components/list-page';
import { PageContainer } from '@/components/page-container';
import { useCurrentFid, useHasAnyPerm } from '@/lib/auth-store';
import { useIotGwList, type Gateway } from '@/lib/iot-data/get-iot-gw-list';
import { useRotateSecret } from '../api/rotate-iot-gw-secret';
import { useDeleteIotGw } from '../api/delete-iot-gw';
import { useRecordDialog } from '@/lib/record-dialog';
import { action } from '@/lib/user-action';
import { GatewayFormModal } from '../components/gateway-form-modal';
import { SecretModal } from '../components/secret-modal';

type Gw = Gateway;

export default function GatewayListPage() {
  const fid = useCurrentFid();
  const canEdit = useHasAnyPerm(['cfg.iot.edit']);
  const list = useIotGwList(fid);
  const rotate = useRotateSecret();
  const del = useDeleteIotGw();
  const editor = useRecordDialog<Gw>();
  const [secret, setSecret] = useState<{ sn: string; secret: string } | null>(null);
  if (!fid) return null;
  const columns: TableColumnsType<Gw> = [
    {
      title: '名称',
      dataIndex: 'name',
      render: (v: string, g) => (
        <>
          {v} {g.simulated && <Tag>模拟</Tag>}
        </>
      ),
    },
    {
      title: '序列号',
      dataIndex: 'sn',
      width: 170,
      render: (v: string) => (
        <Typography.Text code style={{ whiteSpace: 'nowrap' }}>
          {v}
        </Typography.Text>
      ),
    },
    {
      title: '区域',
      dataIndex: 'area_name',
      width: 110,
      render: (v?: string | null) => v ?? <Typography.Text type="secondary">未设区域</Typography.Text>,
    },
    { title: '状态', dataIndex: 'online', width: 90, render: (on: boolean) => <Badge status={on ? 'success' : 'error'} text={on ? '在线' : '离线'} /> },
    { title: '最近通信', dataIndex: 'last_seen_at', width: 170, render: (v: string | null) => (v ? formatFactoryTime(v) : '—') },
    { title: '消息', dataIndex: 'msg_ct', width: 90, render: (v: number) => thousands(v) },
    { title: '读数', dataIndex: 'reading_ct', width: 100, render: (v: number) => thousands(v) },
    {
      title: '拒收',
      dataIndex: 'rejected_ct',
      width: 120,
      render: (v: number, g) =>
        v > 0 ? (
          <Typography.Text type="danger">
            {thousands(v)}（{g.last_reject_reason}）
          </Typography.Text>
        ) : (
          0
        ),
    },
    editorOpsColumn<Gw>(
      190,
      canEdit,
      (g) => (
        <>
          <RowAction onClick={() => editor.edit(g)}>编辑</RowAction>
          <Popconfirm title="更换密钥后旧密钥立即失效，确定？" onConfirm={action(async () => setSecret(await rotate.mutateAsync({ fid, gw_id: g.gw_id })))}>
            <Button type="link" size="small">
              更换密钥
            </Button>
          </Popconfirm>
          <DeleteAction
            title={`删除网关“${g.name}”？`}
            description="它的全部设备与历史读数将一并删除，密钥随之失效，且无法恢复。"
            run={async () => (await del.mutateAsync({ fid, gw_id: g.gw_id })).msg}
          />
        </>
      ),
      'right',
    ),
  ];
  return (
    <PageContainer
      title="网关"
      description="网关以序列号和密钥连接 MQTT，只能使用自己的主题。"
      extra={<CreateButton codes={['cfg.iot.edit']} onClick={editor.create} label="新建网关" />}
    >
      <Table<Gw> rowKey="gw_id" {...wholeTable(list, '还没有网关')} scroll={{ x: 1100 }} columns={columns} />
      <GatewayFormModal fid={fid} open={editor.open} editing={editor.record} onClose={editor.close} onCreated={setSecret} />
      <SecretModal secret={secret} onClose={() => setSecret(null)} />
    </PageContainer>
  );
}
