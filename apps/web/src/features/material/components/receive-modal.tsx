import { DatePicker, Form, Input, InputNumber } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { receiveLotBodySchema } from '@pfs/domain/material';
import { FormModal } from '@/components/form-modal';
import { RemarkItem } from '@/components/form-items';
import { zodRule } from '@/lib/zod-rule';
import { useMaterialItemList } from '../api/get-material-item-list';
import { useReceiveMaterialLot } from '../api/receive-material-lot';
import { toReceiveBody, type ReceiveFormValues } from '../utils/material-forms';
import { factoryToday } from '../utils/lot-state';
import type { ItemDialogProps } from './item-form-modal';
import { ItemSelect, SupplierSelect } from './pickers';
import { trimmedNumber } from '@/components/number-input';

const shape = receiveLotBodySchema.shape;

/** 入库: a new lot of an item (chosen here unless the dialog was opened from one) with its papers and quantity. */
export function ReceiveModal({ fid, page, open, item, onClose }: ItemDialogProps) {
  const [form] = Form.useForm<ReceiveFormValues>();
  const receive = useReceiveMaterialLot();
  const today = factoryToday();
  const itemId = Form.useWatch('item_id', form);
  const items = useMaterialItemList({ fid, kind: page.kind, size: 200, status: 'enabled' });
  const unit = item?.unit ?? items.data?.items.find((i) => i.item_id === itemId)?.unit;
  const future = (d: Dayjs) => d.format('YYYY-MM-DD') > today;
  return (
    <FormModal
      title={item ? `入库：${item.name}` : `${page.title}入库`}
      open={open}
      form={form}
      name="material-receive"
      record={item}
      fill={() => ({
        item_id: item?.item_id,
        lot_no: '',
        supplier_id: null,
        received_on: dayjs(today),
        produced_on: null,
        expires_on: null,
        qty: null,
        price: null,
        remark: '',
      })}
      pending={receive.isPending}
      okText="入库"
      submit={async (v) => {
        const r = await receive.mutateAsync(toReceiveBody(fid, page.kind, v));
        return `${r.msg}：批号 ${r.data.lots[0]?.lot_no ?? v.lot_no}`;
      }}
      onClose={onClose}
    >
      <Form.Item name="item_id" label="物料" rules={[{ required: true, message: '请选择物料' }]} hidden={!!item}>
        <ItemSelect fid={fid} kind={page.kind} enabledOnly />
      </Form.Item>
      <Form.Item name="lot_no" label="批号" rules={[zodRule(shape.lot_no, '请填写批号')]} extra="同一物料的批号不能重复">
        <Input maxLength={64} placeholder="包装上的生产批号" />
      </Form.Item>
      <Form.Item name="supplier_id" label="供应商">
        <SupplierSelect fid={fid} kind={page.kind} />
      </Form.Item>
      <Form.Item name="qty" label="入库数量" rules={[{ required: true, message: '请填写入库数量' }]}>
        <InputNumber min={0.001} max={100_000_000} {...trimmedNumber(3)} style={{ width: '100%' }} suffix={unit} />
      </Form.Item>
      <Form.Item name="received_on" label="入库日期" rules={[{ required: true, message: '请选择入库日期' }]}>
        <DatePicker style={{ width: '100%' }} disabledDate={future} allowClear={false} />
      </Form.Item>
      <Form.Item name="produced_on" label="生产日期">
        <DatePicker style={{ width: '100%' }} disabledDate={future} />
      </Form.Item>
      <Form.Item
        name="expires_on"
        label="有效期至"
        dependencies={['produced_on', 'received_on']}
        extra="先到期的批号先领用；过期后不能领用"
        rules={[
          ({ getFieldValue }) => ({
            validator: async (_r, v: Dayjs | null) => {
              const produced = getFieldValue('produced_on') as Dayjs | null;
              const received = getFieldValue('received_on') as Dayjs | null;
              if (v && produced && v.isBefore(produced, 'day')) throw new Error('有效期不能早于生产日期');
              if (v && received && v.isBefore(received, 'day')) throw new Error('有效期早于入库日期，已过期的物料不能入库');
            },
          }),
        ]}
      >
        <DatePicker style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="price" label="单价（元）">
        <InputNumber min={0} max={10_000_000} precision={4} style={{ width: '100%' }} suffix={unit ? `元/${unit}` : '元'} />
      </Form.Item>
      <RemarkItem rule={zodRule(shape.remark)} />
    </FormModal>
  );
}
