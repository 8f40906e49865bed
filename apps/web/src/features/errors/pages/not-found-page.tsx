import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';

/** Inside the shell (logged in) it sits under the top bar, so it needs less space above it. */
export default function NotFoundPage({ embedded }: { embedded?: boolean }) {
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title="404"
      subTitle="抱歉，您访问的页面不存在。"
      style={{ paddingTop: embedded ? 48 : 120 }}
      extra={
        <Button type="primary" onClick={() => void navigate('/')}>
          返回首页
        </Button>
      }
    />
  );
}
