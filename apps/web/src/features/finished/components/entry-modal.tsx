import { useEffect, useRef } from 'react';
import { Form, InputNumber, Input, Modal, Select, App as AntApp } from 'antd';
import { ENTRY_LOSS_REASONS, ENTRY_LOSS_REASON_LABELS } from '@pfs/domain/finished';
import { addEntry } from '../api/add-finished-entry';
import { stockDistribution } from '../api/get-finished-distribution';
import type { TmpStoreItem } from '../api/get-tmp-store-list';
import { entryLoss } from '../utils/prefill';
import { trimmedNumber } from '@/components/number-input';

type Values = {
  kg: number;
  loss_kg?: number;
  loss_reason?: (typeof ENTRY_LOSS_REASONS)[number];
  packing?: string;
  count?: number;
  area_id?: number;
  shelf_days: number;
  date: string;
  remark?: string;
};

/** 入库: kg of one batch and grade from temporary storage into a new finished lot; a loss on entry with its reason. */
export function EntryModal({ fid, item, today, onClose }: { fid: number; item: TmpStoreItem | null; today: string; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const { message } = AntApp.useApp();
  const m = addEntry.use();
  const places = stockDistribution.use({ fid }).data?.locations.filter((l) => l.area_id !== null) ?? [];
  // The weight starts at what waits in 暂存; while the loss is not typed, it is what was picked and did not arrive.
  const lossTyped = useRef(false);
  const kg = Form.useWatch('kg', form) as number | null | undefined;
  const loss = Form.useWatch('loss_kg', form) as number | null | undefined;
  useEffect(() => {
    lossTyped.current = false;
    if (item) form.setFieldsValue({ kg: item.tmp_kg, loss_kg: 0 });
  }, [item, form]);
  const onKg = (v: number | null) => {
    if (item && !lossTyped.current) form.setFieldValue('loss_kg', entryLoss(item.tmp_kg, v));
  };
  const rest = item ? Math.max(0, Math.round((item.tmp_kg - (kg ?? 0) - (loss ?? 0)) * 1000) / 1000) : 0;
  const submit = async () => {
    const v = await form.validateFields();
    const r = await m.mutateAsync({
      fid,
      batch_id: item!.batch_id,
      grade: item!.grade,
      ...v,
      loss_kg: v.loss_kg ?? 0,
      packing: v.packing ?? '',
      count: v.count ?? 0,
      remark: v.remark ?? '',
    });
    message.success(r.msg);
    form.resetFields();
    onClose();
  };
  return (
    <Modal
      open={!!item}
      title={item ? `入库：${item.batch_no} ${item.crop} ${item.grade_name}（暂存 ${item.tmp_kg} kg）` : ''}
      onCancel={onClose}
      onOk={() => void submit().catch(() => undefined)}
      confirmLoading={m.isPending}
      okText="入库"
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={{ date: today, shelf_days: 7, loss_kg: 0 }}>
        <Form.Item name="date" label="入库日期" rules={[{ required: true, pattern: /^\d{4}-\d{2}-\d{2}$/, message: '请填写日期，如 2026-03-01' }]}>
          <Input placeholder="YYYY-MM-DD" />
        </Form.Item>
        <Form.Item
          name="kg"
          label="入库重量（kg）"
          rules={[
            { required: true, message: '请填写入库重量' },
            {
              validator: (_r, v: number) =>
                item && v + (form.getFieldValue('loss_kg') ?? 0) > item.tmp_kg ? Promise.reject(new Error(`暂存只有 ${item.tmp_kg} kg`)) : Promise.resolve(),
            },
          ]}
        >
          <InputNumber min={0} step={0.5} {...trimmedNumber(3)} style={{ width: '100%' }} onChange={onKg} />
        </Form.Item>
        <Form.Item
          name="loss_kg"
          label="入库损耗（kg）"
          extra={item && `采收暂存 ${item.tmp_kg} kg − 入库 ${kg ?? 0} kg − 损耗 ${loss ?? 0} kg，余 ${rest} kg 留在暂存`}
        >
          <InputNumber
            min={0}
            {...trimmedNumber(3)}
            style={{ width: '100%' }}
            onChange={() => {
              lossTyped.current = true;
            }}
          />
        </Form.Item>
        <Form.Item noStyle shouldUpdate>
          {() =>
            (form.getFieldValue('loss_kg') ?? 0) > 0 && (
              <Form.Item name="loss_reason" label="损耗原因" rules={[{ required: true, message: '请选择损耗原因' }]}>
                <Select options={ENTRY_LOSS_REASONS.map((r) => ({ value: r, label: ENTRY_LOSS_REASON_LABELS[r] }))} />
              </Form.Item>
            )
          }
        </Form.Item>
        <Form.Item name="packing" label="包装规格">
          <Input placeholder="如 5kg/箱" maxLength={32} />
        </Form.Item>
        <Form.Item name="count" label="件数">
          <InputNumber min={0} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="area_id" label="库位">
          <Select allowClear placeholder="选择冷库" options={places.map((p) => ({ value: p.area_id!, label: p.name }))} />
        </Form.Item>
        <Form.Item name="shelf_days" label="保质期（天）" rules={[{ required: true, message: '请填写保质期' }]}>
          <InputNumber min={1} max={365} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="remark" label="备注">
          <Input.TextArea maxLength={500} rows={2} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
