import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';

export default function ForbiddenPage({ embedded }: { embedded?: boolean }) {
  const navigate = useNavigate();
  return (
    <Result
      status="403"
      title="403"
      subTitle="抱歉，您当前的角色没有访问此页面的权限。如需开通，请联系工厂管理员。"
      style={{ paddingTop: embedded ? 48 : 120 }}
      extra={
        <Button type="primary" onClick={() => void navigate('/dashboard')}>
          返回首页
        </Button>
      }
    />
  );
}
