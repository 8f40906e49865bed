import { Button, Form, Input, Space } from 'antd';
import { updateProfileBodySchema, type User } from '@pfs/domain';
import { SavingForm } from '@/components/saving-form';
import { useUpdateProfile } from '../api/update-profile';
import { zodRule } from '@/lib/zod-rule';

type Values = { cname: string; mobile: string; email: string };
const f = updateProfileBodySchema.shape;

/** 基本资料: name, mobile, e-mail — the same rules as the server's schema. */
export function ProfileForm({ user }: { user: User }) {
  const [form] = Form.useForm<Values>();
  const update = useUpdateProfile();
  const initial: Values = { cname: user.cname, mobile: user.mobile, email: user.email };
  return (
    <SavingForm<Values>
      form={form}
      initialValues={initial}
      save={async (v) => {
        const saved = await update.mutateAsync({ cname: v.cname ?? '', mobile: v.mobile ?? '', email: v.email ?? '' });
        form.setFieldsValue({ cname: saved.cname, mobile: saved.mobile, email: saved.email });
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
      <Space>
        <Button type="primary" htmlType="submit" loading={update.isPending}>
          保存资料
        </Button>
        <Button onClick={() => form.setFieldsValue({ cname: user.cname, mobile: user.mobile, email: user.email })}>还原</Button>
      </Space>
    </SavingForm>
  );
}
