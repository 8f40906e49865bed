import { Button, Card, Col, Descriptions, Form, Input, Row, Tag } from 'antd';
import { ContactFields, NewPasswordFields } from '../../../components/form-fields';
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
      <ContactFields />
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
      <NewPasswordFields name="new_password" />
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
