import { useEffect, useState } from 'react';
import { Alert, Button, Form, Input, Result } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { NewPasswordFields } from '@/components/form-fields';
import { checkResetToken, resetPassword, sendResetPassword } from '../api/auth-api';
import { useSubmitting } from './use-submitting';

export function ForgotForm({ onBack }: { onBack: () => void }) {
  const [sent, setSent] = useState<string | null>(null);
  const [loading, submit] = useSubmitting(async (v: { uni_no: string }) => setSent((await sendResetPassword(v.uni_no)).msg));
  if (sent) return <Result status="success" title="请查收邮件" subTitle={sent} extra={<Button onClick={onBack}>返回登录</Button>} />;
  return (
    <Form size="large" onFinish={submit}>
      <Alert type="info" showIcon style={{ marginBottom: 16 }} message="输入账号，我们会把重置密码的链接发到该账号绑定的邮箱。" />
      <Form.Item name="uni_no" rules={[{ required: true, whitespace: true, message: '请输入账号' }]}>
        <Input prefix={<UserOutlined />} placeholder="账号" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={loading}>
        发送重置链接
      </Button>
      <Button type="link" block onClick={onBack} style={{ marginTop: 8 }}>
        返回登录
      </Button>
    </Form>
  );
}

export function ResetPasswordForm({ resetToken, onDone }: { resetToken: string; onDone: () => void }) {
  const [state, setState] = useState<{ uniNo?: string; invalid?: boolean; done?: boolean }>({});
  const [loading, submit] = useSubmitting(async (v: { password: string }) => {
    await resetPassword(resetToken, v.password);
    setState((s) => ({ ...s, done: true }));
  });
  useEffect(() => {
    checkResetToken(resetToken).then(
      (r) => setState({ uniNo: r.uni_no }),
      () => setState({ invalid: true }),
    );
  }, [resetToken]);
  if (state.invalid) return <Result status="warning" title="重置链接无效或已过期" subTitle="请重新申请重置密码。" extra={<Button onClick={onDone}>返回登录</Button>} />;
  if (state.done) return <Result status="success" title="密码已重置" subTitle="请使用新密码登录。" extra={<Button type="primary" onClick={onDone}>去登录</Button>} />;
  return (
    <Form size="large" onFinish={submit}>
      <Alert type="info" showIcon style={{ marginBottom: 16 }} message={state.uniNo ? `为账号 ${state.uniNo} 设置新密码` : '正在校验重置链接…'} />
      <NewPasswordFields withLabels={false} />
      <Button type="primary" htmlType="submit" block loading={loading} disabled={!state.uniNo}>
        设置新密码
      </Button>
    </Form>
  );
}
