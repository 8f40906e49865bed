import { Alert } from 'antd';
import { PageContainer } from '@/components/page-container';
import { useSysInstanceList } from '../api/sys-instance';
import { InstanceDownAlert } from '../components/instance-down-alert';
import { InstanceSummary } from '../components/instance-summary';
import { InstanceTable } from '../components/instance-table';

/** 管理后台 → 服务器实例: which instances are up, which are down and what that means for telemetry; every 10 s. */
export default function InstanceAdminPage() {
  const list = useSysInstanceList();
  const items = list.data?.items ?? [];
  return (
    <PageContainer title="服务器实例" description="近几天有过心跳的全部服务器实例，每 10 秒刷新。实例每 10 秒心跳一次，30 秒无心跳即视为已停止。">
      {list.error && <Alert type="error" showIcon message={list.error.message} style={{ marginBottom: 12 }} />}
      <InstanceSummary list={list.data} />
      <InstanceDownAlert items={items} />
      <InstanceTable items={items} loading={list.isLoading} />
    </PageContainer>
  );
}
