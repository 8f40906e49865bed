import { ErrorResult } from '../components/error-result';

export default function ForbiddenPage({ embedded }: { embedded?: boolean }) {
  return <ErrorResult status="403" message="抱歉，您当前的角色没有访问此页面的权限。如需开通，请联系工厂管理员。" home="/dashboard" embedded={embedded} />;
}
