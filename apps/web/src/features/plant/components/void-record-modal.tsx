import type { BatchEventView } from '@pfs/domain/plant';
import { useVoidPlantRecord } from '../api/void-plant-record';
import { eventSummary } from '../utils/event-summary';
import { ReasonModal } from './reason-modal';

/** 作废 a batch record: asks why; the record stays in the log struck through and the batch is recomputed without it. */
export function VoidRecordModal({ fid, batchId, event, onClose }: { fid: number; batchId: number; event: BatchEventView | null; onClose: () => void }) {
  const voiding = useVoidPlantRecord();
  return (
    <ReasonModal
      title={event ? `作废记录：${event.date} ${event.kind_label}` : '作废记录'}
      open={!!event}
      what="作废"
      warning={{
        message: event ? eventSummary(event) : '',
        description:
          '作废后该记录保留在操作记录中并标为已作废，批次的盘数、株数、采收重量与暂存按其余记录重新计算；之后的记录依赖它、或采收已入成品库时不能作废。',
      }}
      placeholder="如：株数多输了一个零、选错了批次"
      pending={voiding.isPending}
      confirm={async (reason) => {
        await voiding.mutateAsync({ fid, batch_id: batchId, event_id: event!.event_id, reason });
        return `第 ${event!.seq} 条记录已作废`;
      }}
      onClose={onClose}
    />
  );
}
