import { DatePicker, Form, Input, InputNumber, Select } from 'antd';
import { DISHES_MAX, PLANTS_MAX } from '@pfs/domain/plant';
import type { BatchDetail } from '@pfs/domain/plant';
import { placeKey } from '../utils/batch-steps';
import { count, factoryToday, phaseText } from '../utils/plant-format';

type Place = BatchDetail['places'][number];

/** The day of an event: not before the batch's last recorded event (events go in date order), not after today. */
export function EventDateField({ lastDate }: { lastDate: string }) {
  const today = factoryToday();
  return (
    <Form.Item
      name="date"
      label="日期"
      rules={[{ required: true, message: '请选择日期' }]}
      extra={`可选 ${lastDate} 至 ${today}（不能早于该批次最近一次记录）`}
    >
      <DatePicker
        style={{ width: '100%' }}
        disabledDate={(d) => {
          const s = d.format('YYYY-MM-DD');
          return s > today || s < lastDate;
        }}
      />
    </Form.Item>
  );
}

export const placeLabel = (p: Place) => `${phaseText(p.phase)} · ${p.area_name}（${count(p.dishes)} 盘 / ${count(p.plants)} 株）`;

/** Where the dishes come from: one of the batch's places now. */
export function PlaceField({ places, label = '从' }: { places: Place[]; label?: string }) {
  return (
    <Form.Item name="place" label={label} rules={[{ required: true, message: '请选择所在阶段和区域' }]}>
      <Select options={places.map((p) => ({ value: placeKey(p), label: placeLabel(p) }))} placeholder="阶段 · 区域" />
    </Form.Item>
  );
}

type CountProps = { name?: string; label: string; max?: number; min?: number; extra?: string; required?: boolean };

/** A whole count of dishes or plants. */
function CountField({ name, label, max, min, extra, required, placeholder }: Required<Omit<CountProps, 'extra'>> & { extra?: string; placeholder?: string }) {
  return (
    <Form.Item name={name} label={label} extra={extra} rules={required ? [{ required: true, message: `请填写${label}` }] : []}>
      <InputNumber min={min} max={max} precision={0} style={{ width: '100%' }} placeholder={placeholder} />
    </Form.Item>
  );
}

export function DishesField({ name = 'dishes', max = DISHES_MAX, min = 1, required = true, ...rest }: CountProps) {
  return <CountField name={name} max={max} min={min} required={required} {...rest} />;
}

/** Plants, not required by default: left empty, they are worked out from the dishes. */
export function PlantsField({ name = 'plants', max = PLANTS_MAX, min = 0, required = false, ...rest }: CountProps) {
  return <CountField name={name} max={max} min={min} required={required} placeholder={required ? undefined : '留空自动计算'} {...rest} />;
}

export function RemarkField() {
  return (
    <Form.Item name="remark" label="备注" rules={[{ max: 500, message: '备注不能超过 500 个字符' }]}>
      <Input.TextArea rows={2} maxLength={500} />
    </Form.Item>
  );
}
