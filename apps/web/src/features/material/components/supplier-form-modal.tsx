import { useEffect } from 'react';
import { Form, Input, Modal, Switch } from 'antd';
import { saveSupplierBodySchema, type MaterialKind } from '@pfs/domain';
import { feedback } from '@/lib/feedback';
import { action } from '@/lib/user-action';
import { zodRule } from '@/lib/zod-rule';
import type { Supplier } from '../api/get-material-supplier-list';
import { useSaveMaterialSupplier } from '../api/save-material-supplier';
import { toSaveSupplierBody, toSupplierForm, type SupplierFormValues } from '../utils/material-forms';

const shape = saveSupplierBodySchema.shape;

/** Adds a supplier (supplier = null) or edits one; suppliers are shared by seeds, pesticides and supplies. */
export function SupplierFormModal({ fid, kind, open, supplier, onClose }: { fid: number; kind: MaterialKind; open: boolean; supplier: Supplier | null; onClose: () => void }) {
  const [form] = Form.useForm<SupplierFormValues>();
  const save = useSaveMaterialSupplier();
  useEffect(() => {
    if (open) form.setFieldsValue(toSupplierForm(supplier));
  }, [open, supplier, form]);
  return (
    <Modal
      title={supplier ? `编辑供应商：${supplier.name}` : '新增供应商'}
      open={open}
      onCancel={onClose}
      confirmLoading={save.isPending}
      forceRender
      okText="保存"
      onOk={action(async () => {
        const v = await form.validateFields();
        const r = await save.mutateAsync(toSaveSupplierBody(fid, kind, supplier?.supplier_id, v));
        feedback.message.success(r.msg);
        onClose();
      })}
    >
      <Form form={form} name="material-supplier" layout="vertical">
        <Form.Item name="name" label="供应商名称" rules={[zodRule(shape.name, '请填写供应商名称')]}>
          <Input maxLength={64} placeholder="如 绿丰农资有限公司" />
        </Form.Item>
        <Form.Item name="contact" label="联系人" rules={[zodRule(shape.contact)]}>
          <Input maxLength={32} />
        </Form.Item>
        <Form.Item name="phone" label="联系电话" rules={[zodRule(shape.phone)]}>
          <Input maxLength={32} />
        </Form.Item>
        <Form.Item name="address" label="地址" rules={[zodRule(shape.address)]}>
          <Input maxLength={128} />
        </Form.Item>
        <Form.Item name="enabled" label="启用" valuePropName="checked" extra="停用的供应商不能用于新的入库，已有批号保留">
          <Switch />
        </Form.Item>
        <Form.Item name="remark" label="备注" rules={[zodRule(shape.remark)]}>
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
