import type { ReactNode } from 'react';
import { Alert, Form, Input, Modal } from 'antd';
import { feedback } from '@/lib/feedback';
import { action } from '@/lib/user-action';

export type ReasonModalProps = {
  open: boolean;
  title: string;
  /** 删除, 作废: the field is 「<what>原因」, the button 「确认<what>」. */
  what: string;
  /** What the step does and cannot undo, above the reason. */
  warning: { message: ReactNode; description?: ReactNode };
  placeholder: string;
  pending: boolean;
  /** Makes the call with the trimmed reason; answers the message to show (the dialog then closes). */
  confirm: (reason: string) => Promise<string>;
  onClose: () => void;
};

/** A step that cannot be undone and asks why (删除批次, 作废记录): the warning, a reason of at least 2 characters, a red button. */
export function ReasonModal({ open, title, what, warning, placeholder, pending, confirm, onClose }: ReasonModalProps) {
  const [form] = Form.useForm<{ reason: string }>();
  const required = `请填写${what}原因（至少 2 个字）`;
  const submit = action(async ({ reason }: { reason: string }) => {
    feedback.message.success(await confirm(reason.trim()));
    form.resetFields();
    onClose();
  });
  return (
    <Modal
      title={title}
      open={open}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={`确认${what}`}
      okButtonProps={{ danger: true, loading: pending }}
      destroyOnHidden
    >
      <Alert type="warning" showIcon style={{ marginBottom: 16 }} message={warning.message} description={warning.description} />
      <Form form={form} layout="vertical" onFinish={submit}>
        <Form.Item
          name="reason"
          label={`${what}原因`}
          rules={[
            { required: true, whitespace: true, message: required },
            {
              validator: async (_r, v: string | undefined) => {
                if ((v ?? '').trim().length < 2) throw new Error(required);
              },
            },
          ]}
        >
          <Input.TextArea rows={3} maxLength={200} showCount placeholder={placeholder} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
