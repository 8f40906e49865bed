import { Button, Form, Input } from 'antd';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { useAuthStore } from '@/lib/auth-store';
import { useSubmitting } from './use-submitting';

export function LoginForm({ onDone, onForgot }: { onDone: () => void; onForgot: () => void }) {
  const login = useAuthStore((s) => s.login);
  const [loading, submit] = useSubmitting(async (v: { uni_no: string; password: string }) => {
    try {
      await login(v.uni_no, v.password);
      onDone();
    } catch (err) {
      // Spec §8: a login failure is logged and passed on; the wrapper's toast already said why.
      console.error('login failed', err);
    }
  });
  return (
    <Form size="large" onFinish={submit}>
      <Form.Item name="uni_no" rules={[{ required: true, whitespace: true, message: '请输入账号' }]}>
        <Input prefix={<UserOutlined />} placeholder="账号" autoComplete="username" />
      </Form.Item>
      <Form.Item name="password" rules={[{ required: true, message: '请输入密码' }]}>
        <Input.Password prefix={<LockOutlined />} placeholder="密码" autoComplete="current-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={loading}>
        登录
      </Button>
      <div style={{ textAlign: 'right', marginTop: 12 }}>
        <Button type="link" onClick={onForgot} style={{ padding: 0 }}>
          忘记密码？
        </Button>
      </div>
    </Form>
  );
}
