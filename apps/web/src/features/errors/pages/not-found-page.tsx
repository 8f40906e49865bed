import { ErrorResult } from '../components/error-result';

export default function NotFoundPage({ embedded }: { embedded?: boolean }) {
  return <ErrorResult status="404" message="抱歉，您访问的页面不存在。" home="/" embedded={embedded} />;
}
