import { Button, Form, Input } from 'antd';
import { changePasswordBodySchema } from '@pfs/domain';
import { feedback } from '@/lib/feedback';
import { useChangePassword } from '../api/change-password';
import { zodRule } from '@/lib/zod-rule';
import { action } from '@/lib/user-action';

type Values = { old_password: string; new_password: string; confirm: string };
const f = changePasswordBodySchema.shape;

/** 修改密码: old password, new password (≥ 8) twice. Other sessions of the user end. */
export function PasswordForm() {
  const [form] = Form.useForm<Values>();
  const change = useChangePassword();
  return (
    <Form<Values>
      form={form}
      layout="vertical"
      onFinish={action(async (v) => {
        try {
          await change.mutateAsync({ old_password: v.old_password, new_password: v.new_password });
          feedback.message.success('密码已修改，其他设备上的登录已失效');
          form.resetFields();
        } catch {
          /* shown by the request wrapper (e.g. a wrong old password) */
        }
      })}
    >
      <Form.Item name="old_password" label="原密码" required rules={[zodRule(f.old_password)]}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item
        name="new_password"
        label="新密码"
        required
        dependencies={['old_password']}
        rules={[
          zodRule(f.new_password, '请输入新密码'),
          ({ getFieldValue }) => ({
            validator: async (_r, v: string | undefined) => {
              if (v && v === getFieldValue('old_password')) throw new Error('新密码不能与原密码相同');
            },
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" placeholder="至少 8 位" />
      </Form.Item>
      <Form.Item
        name="confirm"
        label="确认新密码"
        required
        dependencies={['new_password']}
        rules={[
          ({ getFieldValue }) => ({
            validator: async (_r, v: string | undefined) => {
              if (!v) throw new Error('请再次输入新密码');
              if (v !== getFieldValue('new_password')) throw new Error('两次输入的密码不一致');
            },
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={change.isPending}>
        修改密码
      </Button>
    </Form>
  );
}
