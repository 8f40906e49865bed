import { Button, Result } from 'antd';
import { Link, Navigate, Route, Routes } from 'react-router';
import { useAuthStore } from '@/lib/auth-store';
import { AdminLayout } from '../components/admin-layout';
import FactoryAdminPage from './factory-admin-page';
import InstanceAdminPage from './instance-admin-page';

/** /admin/*: the super admin's back-end. Others are told so (the server refuses their calls anyway). */
export default function AdminApp() {
  const isSa = useAuthStore((s) => s.user?.is_sa ?? false);
  if (!isSa) {
    return (
      <Result
        status="403"
        title="无权访问管理后台"
        subTitle="管理后台仅超级管理员可以进入"
        extra={
          <Link to="/">
            <Button type="primary">返回控制台</Button>
          </Link>
        }
      />
    );
  }
  return (
    <AdminLayout>
      <Routes>
        <Route index element={<FactoryAdminPage />} />
        <Route path="instances" element={<InstanceAdminPage />} />
        <Route path="*" element={<Navigate to="/admin/" replace />} />
      </Routes>
    </AdminLayout>
  );
}
