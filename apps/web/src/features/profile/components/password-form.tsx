import { Button, Form, Input } from 'antd';
import { changePasswordBodySchema } from '@pfs/domain/auth';
import { SavingForm } from '@/components/saving-form';
import { useChangePassword } from '../api/change-password';
import { crossFieldRule } from '@/lib/form-rules';
import { zodRule } from '@/lib/zod-rule';

type Values = { old_password: string; new_password: string; confirm: string };
const f = changePasswordBodySchema.shape;
const newPasswordRules = [
  zodRule(f.new_password, '请输入新密码'),
  crossFieldRule<string | undefined>((v, field) => !!v && v === field('old_password') && '新密码不能与原密码相同'),
];
const confirmsNew = crossFieldRule<string | undefined>((v, field) => (!v ? '请再次输入新密码' : v !== field('new_password') && '两次输入的密码不一致'));

/** 修改密码: old password, new password (≥ 8) twice. Other sessions of the user end. */
export function PasswordForm() {
  const [form] = Form.useForm<Values>();
  const change = useChangePassword();
  return (
    <SavingForm<Values>
      form={form}
      save={async (v) => {
        await change.mutateAsync({ old_password: v.old_password, new_password: v.new_password });
        form.resetFields();
        return '密码已修改，其他设备上的登录已失效';
      }}
    >
      <Form.Item name="old_password" label="原密码" required rules={[zodRule(f.old_password)]}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item name="new_password" label="新密码" required dependencies={['old_password']} rules={newPasswordRules}>
        <Input.Password autoComplete="new-password" placeholder="至少 8 位" />
      </Form.Item>
      <Form.Item name="confirm" label="确认新密码" required dependencies={['new_password']} rules={[confirmsNew]}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={change.isPending}>
        修改密码
      </Button>
    </SavingForm>
  );
}
