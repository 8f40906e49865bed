import { Alert, Form, Input, Modal, Radio, Select } from 'antd';
import { NOTIFY_CHANNEL_KINDS, NOTIFY_CHANNEL_KIND_LABELS, type NotifyChannelKind } from '@pfs/domain/alarm-notify';
import { EnabledItem } from '@/components/form-items';
import { feedback } from '@/lib/feedback';
import { useNotifyMutations, type NotifyChannel } from '../api/alarm-notify';

type Values = { name: string; enabled: boolean; kind: NotifyChannelKind } & Record<string, string | boolean | undefined>;
/** Secret fields: empty on edit keeps what is stored (the list shows it masked). */
const SECRET = new Set(['url', 'secret', 'access_key_secret']);
const FIELDS: Record<NotifyChannelKind, { name: string; label: string; placeholder?: string; required?: boolean }[]> = {
  email: [],
  wecom: [{ name: 'url', label: '机器人 Webhook 地址', placeholder: 'https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=…', required: true }],
  dingtalk: [
    { name: 'url', label: '机器人 Webhook 地址', placeholder: 'https://oapi.dingtalk.com/robot/send?access_token=…', required: true },
    { name: 'secret', label: '加签密钥（可选）', placeholder: 'SEC…' },
  ],
  webhook: [
    { name: 'url', label: 'Webhook 地址', placeholder: 'https://…', required: true },
    { name: 'secret', label: '签名密钥（可选，请求头 X-PFS-Signature）' },
  ],
  sms: [
    { name: 'endpoint', label: '短信接口地址', placeholder: 'https://dysmsapi.aliyuncs.com/' },
    { name: 'access_key_id', label: 'AccessKey ID', required: true },
    { name: 'access_key_secret', label: 'AccessKey Secret', required: true },
    { name: 'sign_name', label: '短信签名', required: true },
    { name: 'template_code', label: '模板编号（模板变量 ${title}、${time}）', placeholder: 'SMS_…', required: true },
  ],
};

export function ChannelModal({ fid, editing, onClose }: { fid: number; editing: NotifyChannel | 'new' | null; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const { saveChannel } = useNotifyMutations(fid);
  const old = editing && editing !== 'new' ? editing : null;
  const kind: NotifyChannelKind = Form.useWatch('kind', form) ?? old?.kind ?? 'wecom';
  const init: Partial<Values> = old
    ? { name: old.name, enabled: old.enabled, kind: old.kind, ...Object.fromEntries(Object.entries(old.config).filter(([k]) => !SECRET.has(k) && typeof old.config[k] === 'string')) }
    : { kind: 'wecom', enabled: true, msgtype: 'markdown' };
  const submit = async () => {
    const v = await form.validateFields();
    const config: Record<string, unknown> = { kind: v.kind };
    for (const f of FIELDS[v.kind]) if (typeof v[f.name] === 'string' && v[f.name] !== '') config[f.name] = v[f.name];
    if (v.kind === 'wecom') config.msgtype = v.msgtype ?? 'markdown';
    const r = await saveChannel.mutateAsync({ fid, ...(old ? { channel_id: old.channel_id } : {}), name: v.name, enabled: v.enabled, config: config as never });
    feedback.message.success(r.msg);
    onClose();
  };
  const keeps = (name: string) => old !== null && old.kind === kind && SECRET.has(name) && (old.config[name] || old.config[`has_${name}`]);
  return (
    <Modal open={!!editing} title={old ? '修改通知渠道' : '添加通知渠道'} onCancel={onClose} onOk={() => void submit().catch(() => {})} confirmLoading={saveChannel.isPending} destroyOnHidden>
      <Form form={form} layout="vertical" initialValues={init} preserve={false}>
        <Form.Item name="name" label="渠道名称" rules={[{ required: true, whitespace: true, message: '请填写渠道名称' }, { max: 50, message: '渠道名称不能超过 50 个字' }]}>
          <Input placeholder="如：生产值班群" />
        </Form.Item>
        <Form.Item name="kind" label="渠道类型">
          <Select options={NOTIFY_CHANNEL_KINDS.map((k) => ({ value: k, label: NOTIFY_CHANNEL_KIND_LABELS[k] }))} />
        </Form.Item>
        {kind === 'email' && <Alert type="info" showIcon message="邮件通过服务器的 SMTP 设置（SMTP_URL）发到接收人账号的邮箱。" style={{ marginBottom: 16 }} />}
        {kind === 'wecom' && (
          <Form.Item name="msgtype" label="消息格式">
            <Radio.Group options={[{ value: 'markdown', label: 'Markdown' }, { value: 'text', label: '文本（可 @ 手机号）' }]} />
          </Form.Item>
        )}
        {FIELDS[kind].map((f) => (
          <Form.Item
            key={f.name}
            name={f.name}
            label={f.label}
            extra={keeps(f.name) ? `已保存：${String(old!.config[f.name] ?? '（已设置）')}，留空则不变` : undefined}
            rules={f.required && !keeps(f.name) ? [{ required: true, whitespace: true, message: `请填写${f.label}` }] : []}
          >
            {SECRET.has(f.name) && f.name !== 'url' ? <Input.Password placeholder={f.placeholder} autoComplete="off" /> : <Input placeholder={f.placeholder} />}
          </Form.Item>
        ))}
        <EnabledItem />
      </Form>
    </Modal>
  );
}
