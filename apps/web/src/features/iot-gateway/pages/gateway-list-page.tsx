import { useEffect, useState } from 'react';
import { Alert, Badge, Button, Form, Input, Modal, Popconfirm, Select, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { formatFactoryTime, thousands } from '@pfs/domain';
import { CreateButton, DeleteAction, editorOpsColumn, RowAction, wholeTable } from '@/components/list-page';
import { PageContainer } from '@/components/page-container';
import { useCurrentFid, useHasAnyPerm } from '@/lib/auth-store';
import { feedback } from '@/lib/feedback';
import { areaOptions, useIotAreas } from '@/lib/iot-data/get-iot-area-list';
import { useIotGwList, type Gateway } from '@/lib/iot-data/get-iot-gw-list';
import { useRotateSecret } from '../api/rotate-iot-gw-secret';
import { useCreateIotGw } from '../api/create-iot-gw';
import { useUpdateIotGw } from '../api/update-iot-gw';
import { useDeleteIotGw } from '../api/delete-iot-gw';
import { useRecordDialog } from '@/lib/record-dialog';
import { action } from '@/lib/user-action';

type Gw = Gateway;
type Values = { sn: string; name: string; area_id: number | null };

/** The secret is shown exactly once, right after creation or rotation. */
function SecretModal({ secret, onClose }: { secret: { sn: string; secret: string } | null; onClose: () => void }) {
  return (
    <Modal title="网关密钥" open={!!secret} onOk={onClose} onCancel={onClose} okText="我已保存" cancelButtonProps={{ style: { display: 'none' } }}>
      <Alert type="warning" showIcon message="密钥只显示这一次，请立即配置到网关；之后只能更换，无法再次查看。" style={{ marginBottom: 12 }} />
      <p>
        MQTT 用户名（网关序列号）：
        <Typography.Text code copyable>
          {secret?.sn}
        </Typography.Text>
      </p>
      <p>
        MQTT 密码（密钥）：
        <Typography.Text code copyable data-testid="gw-secret">
          {secret?.secret}
        </Typography.Text>
      </p>
    </Modal>
  );
}

/** Creates a gateway (editing = null) or edits its name and area; the serial number is fixed once created. */
function GatewayFormModal({
  fid,
  open,
  editing,
  onClose,
  onCreated,
}: {
  fid: number;
  open: boolean;
  editing: Gw | null;
  onClose: () => void;
  onCreated: (s: { sn: string; secret: string }) => void;
}) {
  const [form] = Form.useForm<Values>();
  const areas = useIotAreas(fid);
  const create = useCreateIotGw();
  const update = useUpdateIotGw();
  useEffect(() => {
    if (open) form.setFieldsValue(editing ? { sn: editing.sn, name: editing.name, area_id: editing.area_id } : { sn: '', name: '', area_id: null });
  }, [open, editing, form]);
  return (
    <Modal
      title={editing ? `编辑网关：${editing.name}` : '新建网关'}
      open={open}
      onCancel={onClose}
      confirmLoading={create.isPending || update.isPending}
      forceRender
      onOk={action(async () => {
        const v = await form.validateFields();
        try {
          if (editing) {
            await update.mutateAsync({ fid, gw_id: editing.gw_id, name: v.name, area_id: v.area_id ?? null });
            feedback.message.success('网关已保存');
          } else onCreated(await create.mutateAsync({ fid, ...v, area_id: v.area_id ?? null }));
          onClose();
        } catch {
          /* shown by the wrapper */
        }
      })}
    >
      <Form form={form} layout="vertical">
        <Form.Item
          name="sn"
          label="序列号"
          rules={[
            { required: true, message: '请输入序列号' },
            { pattern: /^[A-Za-z0-9_-]{3,64}$/, message: '3–64 位字母、数字、下划线或连字符' },
          ]}
          extra={editing ? '序列号是网关的登录名，创建后不能修改' : undefined}
        >
          <Input placeholder="例如 room-3" disabled={!!editing} />
        </Form.Item>
        <Form.Item
          name="name"
          label="名称"
          rules={[
            { required: true, whitespace: true, message: '请输入名称' },
            { min: 2, max: 64, message: '名称为 2–64 个字符' },
          ]}
        >
          <Input placeholder="例如 栽培三区网关" />
        </Form.Item>
        <Form.Item name="area_id" label="所在区域">
          <Select allowClear placeholder="未设区域" options={areaOptions(areas.data)} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

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
