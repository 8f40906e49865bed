import { useState } from 'react';
import { Button, Form, Input, InputNumber, Modal, Popconfirm, Radio, Space, Table, Typography, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { formatFactoryTime } from '@pfs/domain';
import { WARN_TYPE_LABELS, WARN_UNITS, type WarnCfg, type WarnType } from '@pfs/domain/weather';
import { EnabledItem } from '@/components/form-items';
import { PageContainer } from '@/components/page-container';
import { useCurrentFid, useHasAnyPerm } from '@/lib/auth-store';
import { feedback } from '@/lib/feedback';
import { useWarnCfgList, useWarnCfgMutations } from '../api/warn-cfg';
import { WarningList } from '../components/warning-list';

type FormValues = { title: string; warn_type: WarnType; warn_val: number; enabled: boolean };

function CfgModal({ fid, editing, onClose }: { fid: number; editing: WarnCfg | 'new' | null; onClose: () => void }) {
  const [form] = Form.useForm<FormValues>();
  const { save } = useWarnCfgMutations(fid);
  const type = Form.useWatch('warn_type', form) ?? 'wind_scale';
  const init: FormValues = editing && editing !== 'new' ? editing : { title: '', warn_type: 'wind_scale', warn_val: 6, enabled: true };
  const submit = async () => {
    const v = await form.validateFields();
    const r = await save.mutateAsync({ fid, ...(editing && editing !== 'new' ? { cfg_id: editing.cfg_id } : {}), ...v });
    feedback.message.success(r.msg);
    onClose();
  };
  return (
    <Modal open={!!editing} title={editing === 'new' ? '新建预警' : '修改预警'} onCancel={onClose} onOk={() => void submit().catch(() => {})} confirmLoading={save.isPending} destroyOnHidden>
      <Form form={form} layout="vertical" initialValues={init} preserve={false}>
        <Form.Item name="title" label="预警名称" rules={[{ required: true, whitespace: true, message: '请填写预警名称' }, { max: 32, message: '预警名称不能超过 32 个字符' }]}>
          <Input placeholder="如：大风预警" />
        </Form.Item>
        <Form.Item name="warn_type" label="预警类型">
          <Radio.Group options={(['wind_scale', 'rainfall'] as const).map((t) => ({ value: t, label: WARN_TYPE_LABELS[t] }))} />
        </Form.Item>
        <Form.Item
          name="warn_val"
          label={type === 'wind_scale' ? '风力达到（级）' : '小时降水量达到（mm/h）'}
          extra={type === 'wind_scale' ? '按风力等级表：6 级强风，8 级大风。' : '1 小时降水等级：1.6 中雨，7.0 大雨，15.0 暴雨。'}
          rules={[{ required: true, message: '请填写预警阈值' }]}
        >
          <InputNumber min={type === 'wind_scale' ? 1 : 0.1} max={type === 'wind_scale' ? 12 : 500} precision={type === 'wind_scale' ? 0 : 1} style={{ width: 200 }} addonAfter={WARN_UNITS[type]} />
        </Form.Item>
        <EnabledItem />
      </Form>
    </Modal>
  );
}

function CfgList({ fid }: { fid: number }) {
  const q = useWarnCfgList(fid);
  const canEdit = useHasAnyPerm(['cfg.iot.edit']);
  const { remove } = useWarnCfgMutations(fid);
  const [editing, setEditing] = useState<WarnCfg | 'new' | null>(null);
  const columns: TableColumnsType<WarnCfg> = [
    { title: '预警名称', dataIndex: 'title' },
    { title: '类型', dataIndex: 'warn_type', width: 90, render: (t: WarnType) => WARN_TYPE_LABELS[t] },
    { title: '阈值', dataIndex: 'warn_val', width: 120, render: (v: number, c) => `≥ ${v} ${WARN_UNITS[c.warn_type]}` },
    { title: '状态', dataIndex: 'enabled', width: 80, render: (e: boolean) => (e ? '启用' : '停用') },
    { title: '更新时间', dataIndex: 'updated_at', width: 160, render: (t: string) => formatFactoryTime(t, 'YYYY-MM-DD HH:mm') },
    ...(canEdit
      ? [
          {
            title: '操作',
            key: 'op',
            width: 140,
            render: (_: unknown, c: WarnCfg) => (
              <Space>
                <Typography.Link onClick={() => setEditing(c)}>修改</Typography.Link>
                <Popconfirm title="删除这条预警设置？其告警将关闭。" onConfirm={() => void remove.mutateAsync(c.cfg_id).then((r) => feedback.message.success(r.msg))}>
                  <Typography.Link type="danger">删除</Typography.Link>
                </Popconfirm>
              </Space>
            ),
          },
        ]
      : []),
  ];
  return (
    <>
      <WarningList fid={fid} showNone />
      {canEdit && (
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')} style={{ marginBottom: 16 }}>
          新建预警
        </Button>
      )}
      <Table rowKey="cfg_id" size="small" columns={columns} dataSource={q.data?.items ?? []} loading={q.isFetching} pagination={false} locale={{ emptyText: '还没有预警设置' }} />
      <CfgModal fid={fid} editing={editing} onClose={() => setEditing(null)} />
    </>
  );
}

export default function RainAlarmCfgPage() {
  const fid = useCurrentFid();
  if (!fid) return null;
  return (
    <PageContainer title="降水告警设置" description="风力或小时降水量达到阈值时，在天气页面与大屏上显示预警，并产生告警；天气恢复后告警自动关闭。">
      <CfgList fid={fid} />
    </PageContainer>
  );
}
