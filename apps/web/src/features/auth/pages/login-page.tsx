import { lazy, Suspense, useState } from 'react';
import { Typography } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { SITE_TITLE } from '@pfs/domain';
import { LoginForm } from '../components/login-form';
// The reset forms are rarely needed: loaded on demand to keep /login light.
const ForgotForm = lazy(() => import('../components/reset-forms').then((m) => ({ default: m.ForgotForm })));
const ResetPasswordForm = lazy(() => import('../components/reset-forms').then((m) => ({ default: m.ResetPasswordForm })));

/** Only same-site paths are followed after login. */
export function safeRedirect(raw: string | null): string {
  return raw && raw.startsWith('/') && !raw.startsWith('//') ? raw : '/';
}

export default function LoginPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const resetToken = params.get('reset_token');
  const [mode, setMode] = useState<'login' | 'forgot'>('login');
  const toLogin = () => {
    setMode('login');
    if (resetToken) setParams({}, { replace: true });
  };
  return (
    <div
      style={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        padding: 16,
        background: 'linear-gradient(135deg, #1f2d3d 0%, #304156 55%, #1f8f4e 100%)',
      }}
    >
      <div className="pfs-login-card">
        <div style={{ textAlign: 'center', marginBottom: 24 }}>
          <img src="/logo.svg" alt="" width={56} height={56} />
          <Typography.Title level={3} style={{ margin: '12px 0 4px' }}>
            {SITE_TITLE}
          </Typography.Title>
          <Typography.Text type="secondary">
            {resetToken ? '设置新密码' : mode === 'forgot' ? '找回密码' : '请使用工号或账号登录'}
          </Typography.Text>
        </div>
        <Suspense fallback={null}>
          {resetToken ? (
            <ResetPasswordForm resetToken={resetToken} onDone={toLogin} />
          ) : mode === 'forgot' ? (
            <ForgotForm onBack={toLogin} />
          ) : (
            <LoginForm onForgot={() => setMode('forgot')} onDone={() => void navigate(safeRedirect(params.get('redirect')), { replace: true })} />
          )}
        </Suspense>
      </div>
    </div>
  );
}
