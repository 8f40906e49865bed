import { useEffect } from 'react';
import { Form, Input, InputNumber, Modal, Switch } from 'antd';
import { saveFieldBodySchema, type FieldView } from '@pfs/domain';
import { feedback } from '@/lib/feedback';
import { action } from '@/lib/user-action';
import { zodRule } from '@/lib/zod-rule';
import { useSaveFacField } from '../api/save-fac-field';

type Values = { name: string; sort_no: number; enabled: boolean; remark: string };
const shape = saveFieldBodySchema.shape;

/** Adds a field (field = null) or edits one. */
export function FieldFormModal({ fid, open, field, onClose }: { fid: number; open: boolean; field: FieldView | null; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const save = useSaveFacField();
  useEffect(() => {
    if (open)
      form.setFieldsValue(
        field
          ? { name: field.name, sort_no: field.sort_no, enabled: field.status === 'enabled', remark: field.remark }
          : { name: '', sort_no: 0, enabled: true, remark: '' },
      );
  }, [open, field, form]);
  return (
    <Modal
      title={field ? `编辑厂房：${field.name}` : '新增厂房'}
      open={open}
      onCancel={onClose}
      confirmLoading={save.isPending}
      forceRender
      okText="保存"
      onOk={action(async () => {
        const v = await form.validateFields();
        const r = await save.mutateAsync({
          fid,
          field_id: field?.field_id,
          name: v.name.trim(),
          sort_no: v.sort_no ?? 0,
          status: v.enabled ? 'enabled' : 'disabled',
          remark: (v.remark ?? '').trim(),
        });
        feedback.message.success(r.msg);
        onClose();
      })}
    >
      <Form form={form} layout="vertical">
        <Form.Item name="name" label="厂房名称" rules={[zodRule(shape.name, '请填写厂房名称')]}>
          <Input maxLength={64} placeholder="如 一号厂房" />
        </Form.Item>
        <Form.Item name="sort_no" label="排序" extra="数字小的排在前面">
          <InputNumber min={0} max={9999} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="enabled" label="启用" valuePropName="checked" extra="停用的厂房仍保留历史，选择器中显示为停用">
          <Switch />
        </Form.Item>
        <Form.Item name="remark" label="备注" rules={[zodRule(shape.remark)]}>
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
