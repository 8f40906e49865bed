import { Form, Input } from 'antd';
import { saveSupplierBodySchema } from '@pfs/domain/material';
import { type MaterialKind } from '@pfs/domain/plant';
import { FormModal, useNamedRecordForm } from '@/components/form-modal';
import { EnabledItem, RemarkItem } from '@/components/form-items';
import { zodRule } from '@/lib/zod-rule';
import type { Supplier } from '../api/get-material-supplier-list';
import { useSaveMaterialSupplier } from '../api/save-material-supplier';
import { toSaveSupplierBody, toSupplierForm, type SupplierFormValues } from '../utils/material-forms';

const shape = saveSupplierBodySchema.shape;

/** Adds a supplier (supplier = null) or edits one; suppliers are shared by seeds, pesticides and supplies. */
export function SupplierFormModal({
  fid,
  kind,
  open,
  supplier,
  onClose,
}: {
  fid: number;
  kind: MaterialKind;
  open: boolean;
  supplier: Supplier | null;
  onClose: () => void;
}) {
  const shell = useNamedRecordForm<SupplierFormValues>(supplier, '供应商', { open, onClose });
  const save = useSaveMaterialSupplier();
  return (
    <FormModal
      {...shell}
      name="material-supplier"
      fill={() => toSupplierForm(supplier)}
      pending={save.isPending}
      submit={async (v) => (await save.mutateAsync(toSaveSupplierBody(fid, kind, supplier?.supplier_id, v))).msg}
    >
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
      <EnabledItem extra="停用的供应商不能用于新的入库，已有批号保留" />
      <RemarkItem rule={zodRule(shape.remark)} />
    </FormModal>
  );
}
