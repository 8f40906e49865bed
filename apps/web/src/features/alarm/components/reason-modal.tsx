import { Alert, Form, Input, Modal, Tag, Tooltip } from 'antd';
import { action } from '@/lib/user-action';

/** What closing means, said where people close (the server keeps a closed alarm closed until a new crossing). */
export const CLOSE_MEANING = '关闭表示已知悉并处理；数值恢复正常后再次越限时会产生新的告警。';

/** A closed alarm whose condition still holds: no new alarm until it has cleared and occurs again. */
export function StillActiveTag() {
  return (
    <Tooltip title="告警已关闭，但数值尚未恢复正常；恢复后再次越限时会产生新的告警">
      <Tag color="orange" style={{ marginInlineStart: 6 }}>仍未恢复</Tag>
    </Tooltip>
  );
}

/** Asks for the reason a person closes alarms; the reason is kept with them. */
export function ReasonModal({ title, open, onOk, onCancel, loading }: { title: string; open: boolean; onOk: (reason: string) => void; onCancel: () => void; loading: boolean }) {
  const [form] = Form.useForm<{ reason: string }>();
  return (
    <Modal title={title} open={open} onCancel={onCancel} confirmLoading={loading} destroyOnHidden onOk={action(async () => onOk((await form.validateFields()).reason))}>
      <Alert type="info" showIcon message={CLOSE_MEANING} style={{ marginBottom: 16 }} />
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item name="reason" label="关闭原因" rules={[{ required: true, whitespace: true, message: '请填写关闭原因' }, { min: 2, max: 200, message: '原因为 2–200 个字' }]}>
          <Input.TextArea rows={3} placeholder="例如：已到现场检查，空调设定已调整" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
