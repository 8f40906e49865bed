import { useEffect } from 'react';
import { Button, Descriptions, Drawer, Form, Input, InputNumber, Select, Switch, Tabs, Tag } from 'antd';
import { formatFactoryTime, formatValueWithUnit } from '@pfs/domain';
import { POINT_KIND_LABELS } from '@pfs/domain/iot-device';
import { SortNoItem } from '@/components/form-items';
import { SavingForm } from '@/components/saving-form';
import type { Device } from '../api/get-iot-dev-list';
import { useIotDevgrpList } from '../api/get-iot-devgrp-list';
import { useUpdateIotDev } from '../api/update-iot-dev';
import { aboveRule } from '../utils/form-rules';
import { DeviceAlarmForm } from './device-alarm-form';

type Values = { name: string; unit: string; grp_id: number | null; sort_no: number; min: number | null; max: number | null; enabled: boolean };

function BasicForm({ fid, device, onSaved }: { fid: number; device: Device; onSaved: () => void }) {
  const [form] = Form.useForm<Values>();
  const groups = useIotDevgrpList(fid);
  const update = useUpdateIotDev();
  const isSwitch = device.kind === 'switch';
  useEffect(() => {
    form.setFieldsValue({
      name: device.name,
      unit: device.unit,
      grp_id: device.grp_id,
      sort_no: device.sort_no,
      min: device.min,
      max: device.max,
      enabled: device.enabled,
    });
  }, [device, form]);
  return (
    <SavingForm
      form={form}
      save={async (v) => {
        await update.mutateAsync({
          fid,
          point_id: device.point_id,
          ...v,
          grp_id: v.grp_id ?? null,
          ...(isSwitch ? { min: v.min ?? null, max: v.max ?? null } : { min: undefined, max: undefined }),
        });
        onSaved();
        return '设备已保存';
      }}
    >
      <Form.Item
        label="显示名称"
        name="name"
        extra={`网关上报：${device.announced_name || '（无）'}；留空则使用上报名称`}
        rules={[{ max: 32, message: '名称不能超过 32 个字符' }]}
      >
        <Input placeholder={device.announced_name} />
      </Form.Item>
      <Form.Item label="单位" name="unit" extra={`网关上报：${device.announced_unit || '（无）'}`} rules={[{ max: 16, message: '单位不能超过 16 个字符' }]}>
        <Input placeholder={device.announced_unit} />
      </Form.Item>
      <Form.Item label="设备分组" name="grp_id">
        <Select
          allowClear
          placeholder="未分组"
          options={(groups.data ?? []).map((g) => ({ value: g.grp_id, label: g.area_name ? `${g.name}（${g.area_name}）` : g.name }))}
        />
      </Form.Item>
      <SortNoItem />
      {isSwitch && (
        <>
          <Form.Item label="最小值（调光 % 或设定值）" name="min">
            <InputNumber style={{ width: '100%' }} placeholder="不接受数值留空" />
          </Form.Item>
          <Form.Item label="最大值" name="max" dependencies={['min']} rules={[aboveRule('min', '最小值必须小于最大值')]}>
            <InputNumber style={{ width: '100%' }} />
          </Form.Item>
        </>
      )}
      <Form.Item label="启用" name="enabled" valuePropName="checked" extra="停用的设备不产生告警">
        <Switch />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={update.isPending}>
        保存
      </Button>
    </SavingForm>
  );
}

/** Edits one device: display settings, and for sensors and meters their alarms. */
export function DeviceEditDrawer({ fid, device, onClose }: { fid: number; device: Device | null; onClose: () => void }) {
  return (
    <Drawer title={device ? `设备：${device.name}` : ''} open={!!device} onClose={onClose} width={480} destroyOnHidden>
      {device && (
        <>
          <Descriptions size="small" column={1} style={{ marginBottom: 16 }}>
            <Descriptions.Item label="编码">{device.code}</Descriptions.Item>
            <Descriptions.Item label="类型">
              <Tag>{POINT_KIND_LABELS[device.kind]}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label="网关">
              {device.gw_name}（{device.area_name ?? '未设区域'}）
            </Descriptions.Item>
            <Descriptions.Item label="最新">
              {device.ts ? `${formatValueWithUnit(device.value, device.unit)} · ${formatFactoryTime(device.ts)}` : '尚无数据'}
            </Descriptions.Item>
          </Descriptions>
          <Tabs
            items={[
              { key: 'basic', label: '基本信息', children: <BasicForm fid={fid} device={device} onSaved={onClose} /> },
              ...(device.kind === 'switch'
                ? []
                : [{ key: 'alarm', label: '告警设置', children: <DeviceAlarmForm fid={fid} device={device} onSaved={onClose} /> }]),
            ]}
          />
        </>
      )}
    </Drawer>
  );
}
