import { Alert, Form, Input, Modal } from 'antd';
import { feedback } from '@/lib/feedback';
import { action } from '@/lib/user-action';
import { useDeletePlantBatch } from '../api/delete-plant-batch';

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
  const [form] = Form.useForm<{ reason: string }>();
  const del = useDeletePlantBatch();
  const submit = action(async ({ reason }: { reason: string }) => {
    if (!batch) return;
    await del.mutateAsync({ fid, batch_id: batch.batch_id, reason: reason.trim() });
    feedback.message.success(`批次 ${batch.batch_no} 已删除`);
    form.resetFields();
    onDeleted?.();
    onClose();
  });
  return (
    <Modal
      title={batch ? `删除批次 ${batch.batch_no}` : '删除批次'}
      open={!!batch}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText="确认删除"
      okButtonProps={{ danger: true, loading: del.isPending }}
      destroyOnHidden
    >
      <Alert
        type="warning"
        showIcon
        style={{ marginBottom: 16 }}
        message="删除后该批次不再占用区域盘位，也不能再记录操作；记录保留在批次删除记录中，不能恢复。"
        description={batch?.dishes ? `该批次还有 ${batch.dishes} 盘、${batch.plants ?? 0} 株在产。` : undefined}
      />
      <Form form={form} layout="vertical" onFinish={submit}>
        <Form.Item
          name="reason"
          label="删除原因"
          rules={[
            { required: true, whitespace: true, message: '请填写删除原因（至少 2 个字）' },
            {
              validator: async (_r, v: string | undefined) => {
                if ((v ?? '').trim().length < 2) throw new Error('请填写删除原因（至少 2 个字）');
              },
            },
          ]}
        >
          <Input.TextArea rows={3} maxLength={200} showCount placeholder="如：录入错误、整批报废" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
