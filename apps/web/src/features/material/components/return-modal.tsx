import { Form, Input, InputNumber } from 'antd';
import dayjs from 'dayjs';
import { returnMaterialBodySchema, type LotView } from '@pfs/domain/material';
import { fmtQty, type MaterialKind } from '@pfs/domain/plant';
import { FormModal } from '@/components/form-modal';
import { zodRule } from '@/lib/zod-rule';
import { useReturnMaterial } from '../api/return-material';
import { toReturnBody, type ReturnFormValues } from '../utils/material-forms';
import { factoryToday } from '../utils/lot-state';
import { MoveDateItem } from './move-date-item';
import { BatchSelect } from './pickers';
import { trimmedNumber } from '@/components/number-input';

/** 退料: unused material back into the lot it was issued from (at most what went out and has not come back). */
export function ReturnModal({ fid, kind, open, lot, onClose }: { fid: number; kind: MaterialKind; open: boolean; lot: LotView | null; onClose: () => void }) {
  const [form] = Form.useForm<ReturnFormValues>();
  const ret = useReturnMaterial();
  const today = factoryToday();
  return (
    <FormModal
      title={lot ? `退料：${lot.item_name} 批号 ${lot.lot_no}` : '退料'}
      open={open && !!lot}
      form={form}
      name="material-return"
      record={lot}
      fill={() => ({ qty: null, date: dayjs(today), batch_id: null, reason: '' })}
      pending={ret.isPending}
      okText="退料"
      submit={async (v) => {
        const r = await ret.mutateAsync(toReturnBody(fid, kind, lot!.lot_id, v));
        return `${r.msg}：结存 ${fmtQty(r.data.lots[0]?.qty ?? 0)} ${lot!.unit}`;
      }}
      onClose={onClose}
    >
      {lot && (
        <>
          <Form.Item name="qty" label="退料数量" rules={[{ required: true, message: '请填写退料数量' }]} extra="不能超过从这个批号领用、尚未退回的数量">
            <InputNumber min={0.001} max={100_000_000} {...trimmedNumber(3)} style={{ width: '100%' }} suffix={lot.unit} />
          </Form.Item>
          <MoveDateItem label="退料日期" today={today} since={lot.received_on} />
          <Form.Item name="batch_id" label="从批次退回" extra="填了批次时，只能退回领给这个批次的数量">
            <BatchSelect fid={fid} />
          </Form.Item>
          <Form.Item name="reason" label="退料原因" rules={[zodRule(returnMaterialBodySchema.shape.reason)]}>
            <Input.TextArea rows={2} maxLength={200} placeholder="如 播种剩余" />
          </Form.Item>
        </>
      )}
    </FormModal>
  );
}
