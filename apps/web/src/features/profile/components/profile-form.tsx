import { Button, Form, Input, Space } from 'antd';
import { updateProfileBodySchema, type User } from '@pfs/domain/auth';
import { SavingForm } from '@/components/saving-form';
import { useUpdateProfile } from '../api/update-profile';
import { zodRule } from '@/lib/zod-rule';

type Values = { cname: string; mobile: string; email: string; old_password?: string };
const f = updateProfileBodySchema.shape;

/** 基本资料: name, mobile, e-mail — the same rules as the server's schema. */
export function ProfileForm({ user }: { user: User }) {
  const [form] = Form.useForm<Values>();
  const update = useUpdateProfile();
  const initial: Values = { cname: user.cname, mobile: user.mobile, email: user.email };
  // Password-reset links go to the e-mail: a new one needs the current password, as the server asks.
  const email = Form.useWatch('email', form);
  const emailChanged = email !== undefined && (email ?? '').trim() !== user.email;
  return (
    <SavingForm<Values>
      form={form}
      initialValues={initial}
      save={async (v) => {
        const saved = await update.mutateAsync({ cname: v.cname ?? '', mobile: v.mobile ?? '', email: v.email ?? '', ...(emailChanged && { old_password: v.old_password }) });
        form.setFieldsValue({ cname: saved.cname, mobile: saved.mobile, email: saved.email, old_password: undefined });
        return '资料已保存';
      }}
    >
      <Form.Item name="cname" label="姓名" required rules={[zodRule(f.cname)]}>
        <Input maxLength={32} autoComplete="name" />
      </Form.Item>
      <Form.Item name="mobile" label="手机" rules={[zodRule(f.mobile)]}>
        <Input placeholder="选填，11 位手机号" autoComplete="tel" />
      </Form.Item>
      <Form.Item name="email" label="邮箱" rules={[zodRule(f.email)]} extra="用于接收找回密码的邮件">
        <Input placeholder="选填" autoComplete="email" />
      </Form.Item>
      {emailChanged && (
        <Form.Item name="old_password" label="原密码" required rules={[zodRule(f.old_password.unwrap(), '修改邮箱需要验证身份：请输入原密码（当前密码）')]} extra="修改邮箱需要验证身份">
          <Input.Password autoComplete="current-password" />
        </Form.Item>
      )}
      <Space>
        <Button type="primary" htmlType="submit" loading={update.isPending}>
          保存资料
        </Button>
        <Button onClick={() => form.setFieldsValue({ cname: user.cname, mobile: user.mobile, email: user.email })}>还原</Button>
      </Space>
    </SavingForm>
  );
}
