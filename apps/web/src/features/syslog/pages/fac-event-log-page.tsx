import { Empty } from 'antd';
import { PageContainer } from '@/components/page-container';
import { useCurrentFid } from '@/lib/auth-store';
import { FacEventTable } from '../components/fac-event-table';

/** /cfg/facevtlog [syslog.list]: factory events. */
export default function FacEventLogPage() {
  const fid = useCurrentFid();
  if (!fid) return <Empty style={{ marginTop: 80 }} description="尚未选择工厂" />;
  return (
    <PageContainer title="工厂事件" description="成员、角色、设置等工厂层面的变化，以及系统事件。">
      <FacEventTable fid={fid} />
    </PageContainer>
  );
}
