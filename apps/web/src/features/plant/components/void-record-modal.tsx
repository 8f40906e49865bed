import { Alert, Form, Input, Modal } from 'antd';
import type { BatchEventView } from '@pfs/domain';
import { feedback } from '@/lib/feedback';
import { action } from '@/lib/user-action';
import { useVoidPlantRecord } from '../api/void-plant-record';
import { eventSummary } from '../utils/event-summary';

const REASON_MSG = '请填写作废原因（至少 2 个字）';

/** 作废 a batch record: asks why; the record stays in the log struck through and the batch is recomputed without it. */
export function VoidRecordModal({ fid, batchId, event, onClose }: { fid: number; batchId: number; event: BatchEventView | null; onClose: () => void }) {
  const [form] = Form.useForm<{ reason: string }>();
  const voiding = useVoidPlantRecord();
  const submit = action(async ({ reason }: { reason: string }) => {
    if (!event) return;
    await voiding.mutateAsync({ fid, batch_id: batchId, event_id: event.event_id, reason: reason.trim() });
    feedback.message.success(`第 ${event.seq} 条记录已作废`);
    form.resetFields();
    onClose();
  });
  return (
    <Modal
      title={event ? `作废记录：${event.date} ${event.kind_label}` : '作废记录'}
      open={!!event}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText="确认作废"
      okButtonProps={{ danger: true, loading: voiding.isPending }}
      destroyOnHidden
    >
      <Alert
        type="warning"
        showIcon
        style={{ marginBottom: 16 }}
        message={event ? eventSummary(event) : ''}
        description="作废后该记录保留在操作记录中并标为已作废，批次的盘数、株数、采收重量与暂存按其余记录重新计算；之后的记录依赖它、或采收已入成品库时不能作废。"
      />
      <Form form={form} layout="vertical" onFinish={submit}>
        <Form.Item
          name="reason"
          label="作废原因"
          rules={[
            { required: true, whitespace: true, message: REASON_MSG },
            {
              validator: async (_r, v: string | undefined) => {
                if ((v ?? '').trim().length < 2) throw new Error(REASON_MSG);
              },
            },
          ]}
        >
          <Input.TextArea rows={3} maxLength={200} showCount placeholder="如：株数多输了一个零、选错了批次" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
