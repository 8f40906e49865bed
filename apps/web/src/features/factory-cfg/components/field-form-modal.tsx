import { Form, Input } from 'antd';
import { saveFieldBodySchema, type FieldView } from '@pfs/domain/factory-cfg';
import { FormModal, useNamedRecordForm } from '@/components/form-modal';
import { EnabledItem, RemarkItem, SortNoItem } from '@/components/form-items';
import { zodRule } from '@/lib/zod-rule';
import { useSaveFacField } from '../api/save-fac-field';

type Values = { name: string; sort_no: number; enabled: boolean; remark: string };
const shape = saveFieldBodySchema.shape;

/** Adds a field (field = null) or edits one. */
export function FieldFormModal({ fid, open, field, onClose }: { fid: number; open: boolean; field: FieldView | null; onClose: () => void }) {
  const shell = useNamedRecordForm<Values>(field, '厂房', { open, onClose });
  const save = useSaveFacField();
  return (
    <FormModal
      {...shell}
      fill={() =>
        field
          ? { name: field.name, sort_no: field.sort_no, enabled: field.status === 'enabled', remark: field.remark }
          : { name: '', sort_no: 0, enabled: true, remark: '' }
      }
      pending={save.isPending}
      submit={async (v) => {
        const r = await save.mutateAsync({
          fid,
          field_id: field?.field_id,
          name: v.name.trim(),
          sort_no: v.sort_no ?? 0,
          status: v.enabled ? 'enabled' : 'disabled',
          remark: (v.remark ?? '').trim(),
        });
        return r.msg;
      }}
    >
      <Form.Item name="name" label="厂房名称" rules={[zodRule(shape.name, '请填写厂房名称')]}>
        <Input maxLength={64} placeholder="如 一号厂房" />
      </Form.Item>
      <SortNoItem />
      <EnabledItem extra="停用的厂房仍保留历史，选择器中显示为停用" />
      <RemarkItem rule={zodRule(shape.remark)} />
    </FormModal>
  );
}
