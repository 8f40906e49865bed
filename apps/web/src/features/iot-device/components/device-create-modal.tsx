import { Alert, Form, Input, InputNumber, Select, type FormRule } from 'antd';
import { FormModal } from '@/components/form-modal';
import { textRules } from '@/lib/form-rules';
import { useCreateIotDev } from '../api/create-iot-dev';
import type { PointKind } from '../api/get-iot-dev-list';
import type { Gateway } from '@/lib/iot-data/get-iot-gw-list';
import { aboveRule } from '../utils/form-rules';
import { KIND_OPTIONS } from '../utils/labels';

// The code a gateway reports the point under, so only what its protocol allows.
const CODE_RULES: FormRule[] = [
  { required: true, message: '请填写点位编码' },
  { pattern: /^[A-Za-z0-9_.-]{1,64}$/, message: '1–64 位字母、数字、下划线、点或连字符' },
];

type Values = { gw_id: number; code: string; kind: PointKind; name: string; unit?: string; min?: number | null; max?: number | null };

/** Declares a device before its gateway announces it, so it can be named, grouped and given alarms first. */
export function DeviceCreateModal({ fid, open, gateways, onClose }: { fid: number; open: boolean; gateways: Gateway[]; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const create = useCreateIotDev();
  const kind = Form.useWatch('kind', form);
  return (
    <FormModal<Values>
      title="预登记设备"
      open={open}
      form={form}
      // Rendered while closed, beside the edit drawer's form: its own input ids keep the labels apart.
      name="device-create"
      reset
      fill={() => ({ kind: 'sensor' })}
      pending={create.isPending}
      okText="确定"
      submit={async (v) => {
        await create.mutateAsync({ fid, ...v });
        return '设备已登记，网关上线上报后补全信息';
      }}
      onClose={onClose}
    >
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        message="编码须与网关上报的点位编码一致；网关上线后会补全类型、单位与范围，这里设置的名称会保留。"
      />
      <Form.Item name="gw_id" label="网关" rules={[{ required: true, message: '请选择网关' }]}>
        <Select options={gateways.map((g) => ({ value: g.gw_id, label: `${g.name}（${g.sn}）` }))} placeholder="选择网关" />
      </Form.Item>
      <Form.Item name="code" label="点位编码" rules={CODE_RULES}>
        <Input placeholder="例如 air_temp_2" />
      </Form.Item>
      <Form.Item name="kind" label="类型" rules={[{ required: true, message: '请选择类型' }]}>
        <Select options={KIND_OPTIONS} />
      </Form.Item>
      <Form.Item name="name" label="名称" rules={textRules('名称', 32, '请填写设备名称')}>
        <Input placeholder="例如 东侧空气温度" />
      </Form.Item>
      <Form.Item name="unit" label="单位" rules={textRules('单位', 16)}>
        <Input placeholder="例如 °C" />
      </Form.Item>
      {kind === 'switch' && (
        <Form.Item label="数值范围（调光或设定值，可不填）" style={{ marginBottom: 0 }}>
          <Form.Item name="min" style={{ display: 'inline-block', width: 'calc(50% - 8px)' }}>
            <InputNumber placeholder="最小值" style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item
            name="max"
            dependencies={['min']}
            style={{ display: 'inline-block', width: 'calc(50% - 8px)', marginLeft: 16 }}
            rules={[aboveRule('min', '最小值必须小于最大值')]}
          >
            <InputNumber placeholder="最大值" style={{ width: '100%' }} />
          </Form.Item>
        </Form.Item>
      )}
    </FormModal>
  );
}
