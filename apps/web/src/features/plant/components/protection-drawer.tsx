import { useEffect } from 'react';
import { Alert, DatePicker, Form, Input, InputNumber, Select, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { PROTECTION_KIND_LABELS, addDays, fmtQty, safeFromDay, type ProtectionImpact, type ProtectionKind } from '@pfs/domain/plant';
import { crossFieldRule, textRules } from '@/lib/form-rules';
import { feedback } from '@/lib/feedback';
import { action } from '@/lib/user-action';
import { useCreatePlantProtection } from '../api/create-plant-protection';
import { getPlantProtectionImpact } from '../api/get-plant-protection-impact';
import { useMaterialOptions } from '@/lib/material-options';
import { dayOf } from '../utils/batch-form-body';
import { factoryToday } from '../utils/plant-format';
import { EntryDrawer } from './entry-drawer';
import { LotSelect } from './lot-select';
import { AreaSelect, BatchSelect } from './plant-pickers';
import { trimmedNumber } from '@/components/number-input';

type Values = {
  date: dayjs.Dayjs;
  kind: ProtectionKind;
  target: string;
  item_id: number;
  lot_id?: number | null;
  dose: string;
  qty: number;
  area_ids?: number[];
  batch_ids?: number[];
  remark?: string;
};

const KINDS = Object.entries(PROTECTION_KIND_LABELS).map(([value, label]) => ({ value, label }));
const areasOrBatches = crossFieldRule<number[] | undefined>(
  (v, field) => !(v ?? []).length && !((field('area_ids') as number[] | undefined) ?? []).length && '请选择施药的区域或批次',
);

/** Asks before a spray holds back due harvests or deliveries, naming them; true when the user goes ahead. */
function confirmImpact(impact: ProtectionImpact): Promise<boolean> {
  const until = impact.safe_from ? addDays(impact.safe_from, -1) : '';
  return new Promise<boolean>((resolve) =>
    feedback.modal.confirm({
      title: `安全间隔期至 ${until}，以下采收和交货会受影响`,
      width: 560,
      content: (
        <div data-testid="protection-impact">
          {impact.harvests.length > 0 && (
            <>
              <Typography.Text strong>{impact.safe_from} 前不能采收的批次：</Typography.Text>
              <ul>
                {impact.harvests.map((b) => (
                  <li key={b.batch_id}>
                    {b.batch_no}（{b.pick_from} 起到采收期）
                  </li>
                ))}
              </ul>
            </>
          )}
          {impact.orders.length > 0 && (
            <>
              <Typography.Text strong>安全间隔期内交货的订单：</Typography.Text>
              <ul>
                {impact.orders.map((o) => (
                  <li key={o.order_id}>
                    {o.order_no}（{o.cust_name}，{o.delivery_date} 交货）
                  </li>
                ))}
              </ul>
            </>
          )}
          <Typography.Text type="secondary">确认后照常记录植保，这些批次在安全间隔期内不能采收。</Typography.Text>
        </div>
      ),
      okText: '确认施药并保存',
      okButtonProps: { danger: true },
      cancelText: '返回修改',
      onOk: () => resolve(true),
      onCancel: () => resolve(false),
    }),
  );
}

/** 新增植保: pest or disease, the pesticide (lot optional), dose and quantity, the areas and batches treated. */
export function ProtectionDrawer({ fid, open, onClose }: { fid: number; open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const pesticides = useMaterialOptions(fid, 'pesticide', open);
  const create = useCreatePlantProtection();
  const itemId = Form.useWatch('item_id', form);
  const date = Form.useWatch('date', form);
  const item = pesticides.data?.find((p) => p.item_id === itemId);
  const qty = Form.useWatch('qty', form);
  const today = factoryToday();
  const safeFrom = item?.safety_days != null && date ? safeFromDay(dayOf(date), item.safety_days) : null;

  useEffect(() => {
    if (open) form.setFieldsValue({ date: dayjs(today), kind: 'pest', area_ids: [], batch_ids: [] });
  }, [open, form, today]);

  const submit = action(async (v: Values) => {
    const body = {
      fid,
      date: dayOf(v.date),
      kind: v.kind,
      target: v.target.trim(),
      item_id: v.item_id,
      lot_id: v.lot_id ?? undefined,
      dose: v.dose.trim(),
      qty: v.qty,
      area_ids: v.area_ids ?? [],
      batch_ids: v.batch_ids ?? [],
      remark: (v.remark ?? '').trim(),
    };
    // What the safety interval would hold back is shown first; saving it then needs the user's confirmation.
    const impact = await getPlantProtectionImpact(body);
    if (impact.message !== null && !(await confirmImpact(impact))) return;
    const r = await create.mutateAsync({ ...body, confirm: impact.message !== null });
    const p = r.data;
    feedback.message.success(`植保已记录：处理 ${p.batches.length} 个批次，${p.safe_from} 起才能采收`);
    form.resetFields();
    onClose();
  });
  return (
    <EntryDrawer title="新增植保" okText="保存" open={open} pending={create.isPending} form={form} onFinish={submit} onClose={onClose}>
      <Form.Item name="date" label="施药日期" rules={[{ required: true, message: '请选择施药日期' }]}>
        <DatePicker style={{ width: '100%' }} disabledDate={(d) => d.format('YYYY-MM-DD') > today} />
      </Form.Item>
      <Space.Compact block>
        <Form.Item name="kind" label="类型" rules={[{ required: true, message: '请选择类型' }]} style={{ width: 140 }}>
          <Select options={KINDS} />
        </Form.Item>
        <Form.Item name="target" label="防治对象" rules={textRules('防治对象', 64, '请填写防治对象（病虫害名称）')} style={{ flex: 1 }}>
          <Input placeholder="如：蚜虫、霜霉病" maxLength={64} />
        </Form.Item>
      </Space.Compact>
      <Form.Item name="item_id" label="农药" rules={[{ required: true, message: '请选择农药' }]}>
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          loading={pesticides.isLoading}
          placeholder="选择农药"
          onChange={() => form.setFieldValue('lot_id', undefined)}
          options={(pesticides.data ?? []).map((p) => ({
            value: p.item_id,
            label: `${p.name}（库存 ${fmtQty(p.qty)} ${p.unit}，安全间隔 ${p.safety_days ?? '?'} 天）`,
          }))}
        />
      </Form.Item>
      {safeFrom && (
        <Alert type="warning" showIcon style={{ marginBottom: 16 }} message={`安全间隔期 ${item!.safety_days} 天：处理的批次 ${safeFrom} 起才能采收`} />
      )}
      {item && (
        <Form.Item name="lot_id" label="农药批号" extra="不选则按先到期先用自动领用；已过期或库存不足的批号不能领用">
          <LotSelect item={item} need={qty} />
        </Form.Item>
      )}
      <Space.Compact block>
        <Form.Item name="dose" label="用药浓度" rules={textRules('用药浓度', 64, '请填写用药浓度，如 1500 倍液')} style={{ flex: 1 }}>
          <Input placeholder="如：1500 倍液" maxLength={64} />
        </Form.Item>
        <Form.Item name="qty" label={`用药量${item ? `（${item.unit}）` : ''}`} rules={[{ required: true, message: '请填写用药量' }]} style={{ width: 160 }}>
          <InputNumber min={0.001} max={1_000_000} {...trimmedNumber(3)} style={{ width: '100%' }} />
        </Form.Item>
      </Space.Compact>
      <Form.Item name="area_ids" label="施药区域" extra="区域内当天在产的批次都会记为已处理">
        <AreaSelect fid={fid} multiple dishAreasOnly style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="batch_ids" label="施药批次" dependencies={['area_ids']} rules={[areasOrBatches]}>
        <BatchSelect fid={fid} multiple status="active" style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="remark" label="备注" rules={textRules('备注', 500)}>
        <Input.TextArea rows={2} maxLength={500} />
      </Form.Item>
    </EntryDrawer>
  );
}
