import { DatePicker, Form, Input, InputNumber } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { updateLotBodySchema, type LotView } from '@pfs/domain/material';
import { type MaterialKind } from '@pfs/domain/plant';
import { FormModal } from '@/components/form-modal';
import { RemarkItem } from '@/components/form-items';
import { crossFieldRule } from '@/lib/form-rules';
import { zodRule } from '@/lib/zod-rule';
import { useUpdateMaterialLot } from '../api/update-material-lot';
import { toLotForm, toUpdateLotBody, type LotFormValues } from '../utils/material-forms';
import { SupplierSelect } from './pickers';

const shape = updateLotBodySchema.shape;
const notBeforeProduced = crossFieldRule<Dayjs | null>((v, field) => {
  const produced = field('produced_on') as Dayjs | null;
  return !!v && !!produced && v.isBefore(produced, 'day') && '有效期不能早于生产日期';
});

/** Corrects a lot's papers (number, supplier, dates, price); its quantity changes only through movements. */
export function LotFormModal({ fid, kind, open, lot, onClose }: { fid: number; kind: MaterialKind; open: boolean; lot: LotView | null; onClose: () => void }) {
  const [form] = Form.useForm<LotFormValues>();
  const update = useUpdateMaterialLot();
  return (
    <FormModal
      title={lot ? `批号资料：${lot.item_name} ${lot.lot_no}` : '批号资料'}
      open={open && !!lot}
      form={form}
      name="material-lot"
      record={lot}
      fill={() => (lot ? toLotForm(lot, (d) => dayjs(d)) : {})}
      pending={update.isPending}
      submit={async (v) => (await update.mutateAsync(toUpdateLotBody(fid, kind, lot!.lot_id, v))).msg}
      onClose={onClose}
    >
      <Form.Item name="lot_no" label="批号" rules={[zodRule(shape.lot_no, '请填写批号')]}>
        <Input maxLength={64} />
      </Form.Item>
      <Form.Item name="supplier_id" label="供应商">
        <SupplierSelect fid={fid} kind={kind} />
      </Form.Item>
      <Form.Item name="produced_on" label="生产日期">
        <DatePicker style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="expires_on" label="有效期至" dependencies={['produced_on']} rules={[notBeforeProduced]}>
        <DatePicker style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="price" label="单价（元）">
        <InputNumber min={0} max={10_000_000} precision={4} style={{ width: '100%' }} />
      </Form.Item>
      <RemarkItem rule={zodRule(shape.remark)} />
    </FormModal>
  );
}
