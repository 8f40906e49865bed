import { Button, Card, Col, Descriptions, Form, Input, Row, Tag } from 'antd';
import { PASSWORD_MIN } from '@pfs/domain';
import { feedback } from '../../../lib/feedback';
import { useAuthStore } from '../../../lib/auth-store';
import { useChangePassword, useUpdateProfile } from '../api/profile-api';
import { AvatarUpload } from '../components/avatar-upload';

function ProfileForm() {
  const user = useAuthStore((s) => s.user)!;
  const getInfo = useAuthStore((s) => s.getInfo);
  const update = useUpdateProfile();
  return (
    <Form
      layout="vertical"
      initialValues={{ cname: user.cname, mobile: user.mobile, email: user.email }}
      onFinish={async (v: { cname: string; mobile?: string; email?: string }) => {
        try {
          await update.mutateAsync({ cname: v.cname.trim(), mobile: (v.mobile ?? '').trim(), email: (v.email ?? '').trim() });
          feedback.message.success('资料已保存');
          await getInfo();
        } catch {
          /* shown by the wrapper */
        }
      }}
    >
      <Form.Item name="cname" label="姓名" rules={[{ required: true, whitespace: true, message: '请输入姓名' }, { min: 2, max: 32, message: '姓名为 2–32 个字符' }]}>
        <Input />
      </Form.Item>
      <Form.Item name="mobile" label="手机" rules={[{ pattern: /^1\d{10}$/, message: '手机号须为 11 位数字，以 1 开头' }]}>
        <Input />
      </Form.Item>
      <Form.Item name="email" label="邮箱" rules={[{ type: 'email', message: '邮箱格式不正确' }]}>
        <Input />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={update.isPending}>
        保存资料
      </Button>
    </Form>
  );
}

function PasswordForm() {
  const [form] = Form.useForm();
  const change = useChangePassword();
  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={async (v: { old_password: string; new_password: string }) => {
        try {
          const r = await change.mutateAsync({ old_password: v.old_password, new_password: v.new_password });
          feedback.message.success(r.msg);
          form.resetFields();
        } catch {
          /* shown by the wrapper */
        }
      }}
    >
      <Form.Item name="old_password" label="原密码" rules={[{ required: true, message: '请输入原密码' }]}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item name="new_password" label="新密码" rules={[{ required: true, message: '请输入新密码' }, { min: PASSWORD_MIN, message: `密码至少 ${PASSWORD_MIN} 位` }]}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirm"
        label="确认新密码"
        dependencies={['new_password']}
        rules={[
          { required: true, message: '请再次输入新密码' },
          ({ getFieldValue }) => ({ validator: (_r, v) => (v === getFieldValue('new_password') ? Promise.resolve() : Promise.reject(new Error('两次输入的密码不一致'))) }),
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

export default function ProfilePage() {
  const { user, facRoles } = useAuthStore();
  if (!user) return null;
  return (
    <div className="pfs-page">
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={8}>
          <Card title="个人信息">
            <AvatarUpload />
            <Descriptions column={1} size="small" style={{ marginTop: 16 }}>
              <Descriptions.Item label="账号">{user.uni_no}</Descriptions.Item>
              <Descriptions.Item label="所属工厂">
                <div>
                  {facRoles.map((r) => (
                    <div key={r.fac.fid}>
                      {r.fac.fac_name} <Tag>{r.role_name}</Tag>
                    </div>
                  ))}
                </div>
              </Descriptions.Item>
            </Descriptions>
          </Card>
        </Col>
        <Col xs={24} lg={8}>
          <Card title="基本资料">
            <ProfileForm />
          </Card>
        </Col>
        <Col xs={24} lg={8}>
          <Card title="修改密码">
            <PasswordForm />
          </Card>
        </Col>
      </Row>
    </div>
  );
}
