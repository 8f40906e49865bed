import { FactoryPageContainer } from '@/components/page-container';
import { FacEventTable } from '../components/fac-event-table';

/** /cfg/facevtlog [syslog.list]: factory events. */
export default function FacEventLogPage() {
  return (
    <FactoryPageContainer title="工厂事件" description="成员、角色、设置等工厂层面的变化，以及系统事件。">
      {(fid) => <FacEventTable fid={fid} />}
    </FactoryPageContainer>
  );
}
