import { useEffect } from 'react';
import { Alert, Button, Form, InputNumber, Select, Switch } from 'antd';
import { SavingForm } from '@/components/saving-form';
import type { Device } from '../api/get-iot-dev-list';
import { useSaveIotPointAlarm } from '../api/save-iot-point-alarm';
import { aboveRule } from '../utils/form-rules';
import { LEVEL_OPTIONS } from '../utils/labels';

type Values = { high: number | null; low: number | null; level: number; delay_s: number; auto_clear: boolean; stale_min: number | null; enabled: boolean };

/** A sensor's alarm settings: limits, level, delay before raising, auto-clear, and minutes without data. */
export function DeviceAlarmForm({ fid, device, onSaved }: { fid: number; device: Device; onSaved: () => void }) {
  const [form] = Form.useForm<Values>();
  const save = useSaveIotPointAlarm();
  const a = device.alarm;
  useEffect(() => {
    form.setFieldsValue({ high: a?.high ?? null, low: a?.low ?? null, level: a?.level ?? 1, delay_s: a?.delay_s ?? 0, auto_clear: a?.auto_clear ?? true, stale_min: a?.stale_min ?? null, enabled: a?.enabled ?? true });
  }, [a, form]);
  const unit = device.unit ? ` ${device.unit}` : '';
  return (
    <SavingForm
      form={form}
      save={async (v) => {
        await save.mutateAsync({ fid, point_id: device.point_id, ...v, high: v.high ?? null, low: v.low ?? null, stale_min: v.stale_min ?? null });
        onSaved();
        return '告警设置已保存';
      }}
    >
      <Alert type="info" showIcon style={{ marginBottom: 16 }} message="超出上下限持续“延时”秒后告警；同一设备同类告警只保留一条，重复时累计次数。" />
      <Form.Item label={`下限${unit}`} name="low">
        <InputNumber style={{ width: '100%' }} placeholder="不设下限留空" />
      </Form.Item>
      <Form.Item label={`上限${unit}`} name="high" dependencies={['low']} rules={[aboveRule('low', '下限必须小于上限')]}>
        <InputNumber style={{ width: '100%' }} placeholder="不设上限留空" />
      </Form.Item>
      <Form.Item label="告警级别" name="level" extra="0 级与 5 级为严重告警">
        <Select options={LEVEL_OPTIONS} />
      </Form.Item>
      <Form.Item label="延时（秒）" name="delay_s" extra="数值在边界附近波动时，避免反复告警" rules={[{ required: true, message: '请填写延时，不需要时填 0' }]}>
        <InputNumber min={0} max={86400} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item label="恢复正常后自动关闭" name="auto_clear" valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item label="数据中断（分钟）" name="stale_min" extra="网关在线但超过该分钟数没有读数时告警“数据中断”；留空表示不检查">
        <InputNumber min={1} max={10080} precision={0} style={{ width: '100%' }} placeholder="例如 10" />
      </Form.Item>
      <Form.Item label="启用告警" name="enabled" valuePropName="checked">
        <Switch />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={save.isPending}>保存告警设置</Button>
    </SavingForm>
  );
}
