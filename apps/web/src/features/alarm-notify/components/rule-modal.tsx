import { Button, Form, Input, InputNumber, Modal, Select, Space, Switch } from 'antd';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { NOTIFY_CHAIN_MAX } from '@pfs/domain/alarm-notify';
import { feedback } from '@/lib/feedback';
import { useNotifyChannels, useNotifyMembers, useNotifyMutations, type NotifyRule } from '../api/alarm-notify';

type Values = { name: string; enabled: boolean; levels: number[]; channel_ids: number[]; chain: { uids: number[] }[]; escalate_min: number | null; quiet_start?: string; quiet_end?: string };
export const LEVEL_OPTIONS = Array.from({ length: 10 }, (_x, l) => ({ value: l, label: `${l} 级${l === 0 || l === 5 ? '（严重）' : ''}` }));
const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;

export function RuleModal({ fid, editing, onClose }: { fid: number; editing: NotifyRule | 'new' | null; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const channels = useNotifyChannels(fid);
  const members = useNotifyMembers(fid);
  const { saveRule } = useNotifyMutations(fid);
  const old = editing && editing !== 'new' ? editing : null;
  const init: Values = old
    ? { ...old, chain: old.chain.map((s) => ({ uids: s.uids })), quiet_start: old.quiet_start ?? '', quiet_end: old.quiet_end ?? '' }
    : { name: '', enabled: true, levels: [], channel_ids: [], chain: [{ uids: [] }], escalate_min: 15, quiet_start: '', quiet_end: '' };
  const memberOptions = (members.data ?? []).map((m) => ({
    value: m.uid,
    label: `${m.cname}${m.has_mobile ? ` · ${m.mobile}` : ''}${m.has_email ? '' : '（无邮箱）'}`,
  }));
  const submit = async () => {
    const v = await form.validateFields();
    const r = await saveRule.mutateAsync({
      fid,
      ...(old ? { rule_id: old.rule_id } : {}),
      ...v,
      escalate_min: v.chain.length > 1 ? v.escalate_min : null,
      quiet_start: v.quiet_start || null,
      quiet_end: v.quiet_end || null,
    });
    feedback.message.success(r.msg);
    onClose();
  };
  const clock = { pattern: HHMM, message: '请按 HH:mm 填写，如 22:00' };
  return (
    <Modal open={!!editing} width={620} title={old ? '修改通知规则' : '添加通知规则'} onCancel={onClose} onOk={() => void submit().catch(() => {})} confirmLoading={saveRule.isPending} destroyOnHidden>
      <Form form={form} layout="vertical" initialValues={init} preserve={false}>
        <Form.Item name="name" label="规则名称" rules={[{ required: true, whitespace: true, message: '请填写规则名称' }]}>
          <Input placeholder="如：夜间严重告警" />
        </Form.Item>
        <Form.Item name="levels" label="告警级别" extra="不选则所有级别都通知；0 级与 5 级为严重。">
          <Select mode="multiple" allowClear placeholder="全部级别" options={LEVEL_OPTIONS} />
        </Form.Item>
        <Form.Item name="channel_ids" label="通知渠道" rules={[{ required: true, message: '请至少选择一个通知渠道' }]}>
          <Select mode="multiple" placeholder="选择渠道" options={(channels.data ?? []).map((c) => ({ value: c.channel_id, label: `${c.name}（${c.kind_label}${c.enabled ? '' : '，已停用'}）` }))} />
        </Form.Item>
        <Form.List name="chain">
          {(fields, { add, remove }) => (
            <>
              {fields.map((f, i) => (
                <Space key={f.key} align="baseline" style={{ display: 'flex' }}>
                  <Form.Item name={[f.name, 'uids']} label={i === 0 ? '第 1 级接收人（立即通知）' : `第 ${i + 1} 级接收人（仍未处理时升级）`} rules={[{ required: true, message: '请选择接收人' }]} style={{ width: 480 }}>
                    <Select mode="multiple" placeholder="选择本工厂成员" options={memberOptions} optionFilterProp="label" />
                  </Form.Item>
                  {i > 0 && <MinusCircleOutlined aria-label="删除这一级" onClick={() => remove(f.name)} />}
                </Space>
              ))}
              {fields.length < NOTIFY_CHAIN_MAX && (
                <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ uids: [] })} style={{ marginBottom: 16 }}>
                  添加升级接收人
                </Button>
              )}
            </>
          )}
        </Form.List>
        <Form.Item name="escalate_min" label="升级等待（分钟）" extra="告警在这段时间内没人确认也未关闭，就通知下一级接收人。">
          <InputNumber min={1} max={1440} precision={0} style={{ width: 160 }} addonAfter="分钟" />
        </Form.Item>
        <Space>
          <Form.Item name="quiet_start" label="免打扰开始" rules={[clock]}>
            <Input placeholder="22:00" style={{ width: 120 }} />
          </Form.Item>
          <Form.Item name="quiet_end" label="免打扰结束" rules={[clock]}>
            <Input placeholder="07:00" style={{ width: 120 }} />
          </Form.Item>
        </Space>
        <div style={{ color: 'rgba(0,0,0,.45)', marginBottom: 16 }}>免打扰时段内只发送严重告警（0 级、5 级），其余告警等时段结束后再发；期间已关闭的不再发送。</div>
        <Form.Item name="enabled" label="启用" valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}
