import { Form, Input } from 'antd';
import { PASSWORD_MIN } from '@pfs/domain';

/** New password + confirmation, used by every form that sets a password. */
export function NewPasswordFields({ name = 'password', label = '新密码', withLabels = true }: { name?: string; label?: string; withLabels?: boolean }) {
  return (
    <>
      <Form.Item name={name} label={withLabels ? label : undefined} rules={[{ required: true, message: `请输入${label}` }, { min: PASSWORD_MIN, message: `密码至少 ${PASSWORD_MIN} 位` }]}>
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

/** Name, mobile and e-mail with the same rules as the server's schemas. */
export function ContactFields() {
  return (
    <>
      <Form.Item name="cname" label="姓名" rules={[{ required: true, whitespace: true, message: '请输入姓名' }, { min: 2, max: 32, message: '姓名为 2–32 个字符' }]}>
        <Input />
      </Form.Item>
      <Form.Item name="mobile" label="手机" rules={[{ pattern: /^1\d{10}$/, message: '手机号须为 11 位数字，以 1 开头' }]}>
        <Input />
      </Form.Item>
      <Form.Item name="email" label="邮箱" rules={[{ type: 'email', message: '邮箱格式不正确' }]}>
        <Input />
      </Form.Item>
    </>
  );
}
