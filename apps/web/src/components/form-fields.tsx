import { Form, Input } from 'antd';
import { passwordSchema } from '@pfs/domain/auth';
import { zodRule } from '@/lib/zod-rule';

/** New password + confirmation, used by every form that sets a password. */
export function NewPasswordFields({ name = 'password', label = '新密码', withLabels = true }: { name?: string; label?: string; withLabels?: boolean }) {
  return (
    <>
      <Form.Item name={name} label={withLabels ? label : undefined} rules={[zodRule(passwordSchema, `请输入${label}`)]}>
        <Input.Password autoComplete="new-password" placeholder={withLabels ? undefined : label} />
      </Form.Item>
      <Form.Item
        name="confirm"
        label={withLabels ? `确认${label}` : undefined}
        dependencies={[name]}
        rules={[
          { required: true, message: `请再次输入${label}` },
          ({ getFieldValue }) => ({ validator: (_r, v) => (v === getFieldValue(name) ? Promise.resolve() : Promise.reject(new Error('两次输入的密码不一致'))) }),
        ]}
      >
        <Input.Password autoComplete="new-password" placeholder={withLabels ? undefined : `确认${label}`} />
      </Form.Item>
    </>
  );
}
