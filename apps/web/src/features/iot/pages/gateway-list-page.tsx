import { useState } from 'react';
import { Alert, Badge, Button, Form, Input, Modal, Popconfirm, Table, Tag, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { formatDateTime, thousands } from '@pfs/domain';
import { PageContainer } from '../../../components/page-container';
import { PermissionGuard } from '../../../components/permission-guard';
import { useCurrentFid } from '../../../lib/auth-store';
import { useCreateGateway, useGatewayList, useRotateSecret, type Gateway } from '../api/iot-api';

/** The secret is shown exactly once, right after creation or rotation. */
function SecretModal({ secret, onClose }: { secret: { sn: string; secret: string } | null; onClose: () => void }) {
  return (
    <Modal title="网关密钥" open={!!secret} onOk={onClose} onCancel={onClose} okText="我已保存" cancelButtonProps={{ style: { display: 'none' } }}>
      <Alert type="warning" showIcon message="密钥只显示这一次，请立即配置到网关；之后只能更换，无法再次查看。" style={{ marginBottom: 12 }} />
      <p>MQTT 用户名（网关序列号）：<Typography.Text code copyable>{secret?.sn}</Typography.Text></p>
      <p>MQTT 密码（密钥）：<Typography.Text code copyable data-testid="gw-secret">{secret?.secret}</Typography.Text></p>
    </Modal>
  );
}

export default function GatewayListPage() {
  const fid = useCurrentFid();
  const list = useGatewayList(fid);
  const create = useCreateGateway();
  const rotate = useRotateSecret();
  const [adding, setAdding] = useState(false);
  const [secret, setSecret] = useState<{ sn: string; secret: string } | null>(null);
  const [form] = Form.useForm<{ sn: string; name: string }>();
  if (!fid) return null;
  return (
    <PageContainer
      title="网关"
      description="网关以序列号和密钥连接 MQTT，只能使用自己的主题。"
      extra={
        <PermissionGuard codes={['cfg.iot.edit']}>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>新建网关</Button>
        </PermissionGuard>
      }
    >
      <Table<Gateway>
        rowKey="gw_id"
        loading={list.isLoading}
        dataSource={list.data}
        pagination={false}
        scroll={{ x: 900 }}
        columns={[
          { title: '名称', dataIndex: 'name', render: (v: string, g) => <>{v} {g.simulated && <Tag>模拟</Tag>}</> },
          { title: '序列号', dataIndex: 'sn', render: (v: string) => <Typography.Text code>{v}</Typography.Text> },
          { title: '状态', dataIndex: 'online', width: 90, render: (on: boolean) => <Badge status={on ? 'success' : 'error'} text={on ? '在线' : '离线'} /> },
          { title: '最近通信', dataIndex: 'last_seen_at', width: 170, render: (v: string | null) => (v ? formatDateTime(v) : '—') },
          { title: '消息', dataIndex: 'msg_ct', width: 90, render: (v: number) => thousands(v) },
          { title: '读数', dataIndex: 'reading_ct', width: 100, render: (v: number) => thousands(v) },
          { title: '拒收', dataIndex: 'rejected_ct', width: 120, render: (v: number, g) => (v > 0 ? <Typography.Text type="danger">{thousands(v)}（{g.last_reject_reason}）</Typography.Text> : 0) },
          {
            title: '操作',
            key: 'ops',
            width: 110,
            render: (_v, g) => (
              <PermissionGuard codes={['cfg.iot.edit']}>
                <Popconfirm title="更换密钥后旧密钥立即失效，确定？" onConfirm={async () => setSecret(await rotate.mutateAsync({ fid, gw_id: g.gw_id }))}>
                  <Button type="link" size="small">更换密钥</Button>
                </Popconfirm>
              </PermissionGuard>
            ),
          },
        ]}
      />
      <Modal
        title="新建网关"
        open={adding}
        onCancel={() => setAdding(false)}
        confirmLoading={create.isPending}
        destroyOnHidden
        onOk={async () => {
          const v = await form.validateFields();
          try {
            const r = await create.mutateAsync({ fid, ...v });
            setAdding(false);
            form.resetFields();
            setSecret(r);
          } catch {
            /* shown by the wrapper */
          }
        }}
      >
        <Form form={form} layout="vertical" preserve={false}>
          <Form.Item name="sn" label="序列号" rules={[{ required: true, message: '请输入序列号' }, { pattern: /^[A-Za-z0-9_-]{3,64}$/, message: '3–64 位字母、数字、下划线或连字符' }]}>
            <Input placeholder="例如 room-3" />
          </Form.Item>
          <Form.Item name="name" label="名称" rules={[{ required: true, whitespace: true, message: '请输入名称' }, { min: 2, max: 64, message: '名称为 2–64 个字符' }]}>
            <Input placeholder="例如 栽培三区网关" />
          </Form.Item>
        </Form>
      </Modal>
      <SecretModal secret={secret} onClose={() => setSecret(null)} />
    </PageContainer>
  );
}
