import { useEffect } from 'react';
import { Form, Input, Modal, Select } from 'antd';
import { feedback } from '@/lib/feedback';
import { areaOptions, useIotAreas } from '@/lib/iot-data/get-iot-area-list';
import { useCreateIotGw } from '../api/create-iot-gw';
import { useUpdateIotGw } from '../api/update-iot-gw';
import type { Gateway } from '@/lib/iot-data/get-iot-gw-list';
import { action } from '@/lib/user-action';

type Values = { sn: string; name: string; area_id: number | null };

/** Creates a gateway (editing = null) or edits its name and area; the serial number is fixed once created. */
export function GatewayFormModal({
  fid,
  open,
  editing,
  onClose,
  onCreated,
}: {
  fid: number;
  open: boolean;
  editing: Gateway | null;
  onClose: () => void;
  onCreated: (s: { sn: string; secret: string }) => void;
}) {
  const [form] = Form.useForm<Values>();
  const areas = useIotAreas(fid);
  const create = useCreateIotGw();
  const update = useUpdateIotGw();
  useEffect(() => {
    if (open) form.setFieldsValue(editing ? { sn: editing.sn, name: editing.name, area_id: editing.area_id } : { sn: '', name: '', area_id: null });
  }, [open, editing, form]);
  return (
    <Modal
      title={editing ? `编辑网关：${editing.name}` : '新建网关'}
      open={open}
      onCancel={onClose}
      confirmLoading={create.isPending || update.isPending}
      forceRender
      onOk={action(async () => {
        const v = await form.validateFields();
        try {
          if (editing) {
            await update.mutateAsync({ fid, gw_id: editing.gw_id, name: v.name, area_id: v.area_id ?? null });
            feedback.message.success('网关已保存');
          } else onCreated(await create.mutateAsync({ fid, ...v, area_id: v.area_id ?? null }));
          onClose();
        } catch {
          /* shown by the wrapper */
        }
      })}
    >
      <Form form={form} layout="vertical">
        <Form.Item
          name="sn"
          label="序列号"
          rules={[
            { required: true, message: '请输入序列号' },
            { pattern: /^[A-Za-z0-9_-]{3,64}$/, message: '3–64 位字母、数字、下划线或连字符' },
          ]}
          extra={editing ? '序列号是网关的登录名，创建后不能修改' : undefined}
        >
          <Input placeholder="例如 room-3" disabled={!!editing} />
        </Form.Item>
        <Form.Item
          name="name"
          label="名称"
          rules={[
            { required: true, whitespace: true, message: '请输入名称' },
            { min: 2, max: 64, message: '名称为 2–64 个字符' },
          ]}
        >
          <Input placeholder="例如 栽培三区网关" />
        </Form.Item>
        <Form.Item name="area_id" label="所在区域">
          <Select allowClear placeholder="未设区域" options={areaOptions(areas.data)} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
