import { useDeletePlantBatch } from '../api/delete-plant-batch';
import { ReasonModal } from './reason-modal';

export type DeletingBatch = { batch_id: number; batch_no: string; plants?: number; dishes?: number };

/** 删除批次: asks for the reason and a confirmation; the batch is kept as deleted and its places are cleared. */
export function DeleteBatchModal({
  fid,
  batch,
  onClose,
  onDeleted,
}: {
  fid: number;
  batch: DeletingBatch | null;
  onClose: () => void;
  onDeleted?: () => void;
}) {
  const del = useDeletePlantBatch();
  return (
    <ReasonModal
      title={batch ? `删除批次 ${batch.batch_no}` : '删除批次'}
      open={!!batch}
      what="删除"
      warning={{
        message: '删除后该批次不再占用区域盘位，也不能再记录操作；记录保留在批次删除记录中，不能恢复。',
        description: batch?.dishes ? `该批次还有 ${batch.dishes} 盘、${batch.plants ?? 0} 株在产。` : undefined,
      }}
      placeholder="如：录入错误、整批报废"
      pending={del.isPending}
      confirm={async (reason) => {
        await del.mutateAsync({ fid, batch_id: batch!.batch_id, reason });
        onDeleted?.();
        return `批次 ${batch!.batch_no} 已删除`;
      }}
      onClose={onClose}
    />
  );
}
