import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';

/**
 * A full-page refusal (403, 404) with a way home. Inside the shell (logged in) it sits under the top bar, so it
 * needs less space above it.
 */
export function ErrorResult({ status, message, home, embedded }: { status: '403' | '404'; message: string; home: string; embedded?: boolean }) {
  const navigate = useNavigate();
  return (
    <Result
      status={status}
      title={status}
      subTitle={message}
      style={{ paddingTop: embedded ? 48 : 120 }}
      extra={
        <Button type="primary" onClick={() => void navigate(home)}>
          返回首页
        </Button>
      }
    />
  );
}
