import { Form, Input } from 'antd';
import { cancelMesWoBodySchema, type MesWo } from '@pfs/domain/mes';
import { FormModal } from '@/components/form-modal';
import { zodRule } from '@/lib/zod-rule';
import { useCancelMesWo } from '../api/cancel-mes-wo';

const { reason } = cancelMesWoBodySchema.shape;

/** 取消工单 with a reason; what was already done stays recorded. */
export function WoCancelModal({ fid, wo, onClose }: { fid: number; wo: MesWo | null; onClose: () => void }) {
  const [form] = Form.useForm<{ reason: string }>();
  const cancel = useCancelMesWo();
  return (
    <FormModal<{ reason: string }>
      title={wo ? `取消工单：${wo.wo_no}` : '取消工单'}
      name="wo-cancel"
      open={!!wo}
      form={form}
      record={wo}
      reset
      pending={cancel.isPending}
      okText="取消工单"
      fill={() => ({ reason: '' })}
      submit={async (v) => (await cancel.mutateAsync({ fid, wo_id: wo!.wo_id, reason: v.reason })).msg}
      onClose={onClose}
    >
      {wo && wo.done_dishes > 0 && <p>已完成的 {wo.done_dishes} 盘保留记录，剩余的不再执行。</p>}
      <Form.Item name="reason" label="取消原因" rules={[zodRule(reason, '请填写取消原因')]}>
        <Input.TextArea rows={3} maxLength={500} showCount placeholder="如：批次已提前移栽、设备故障改期" />
      </Form.Item>
    </FormModal>
  );
}
