import { Form, Input, InputNumber, Select, Switch, Typography } from 'antd';
import { saveAreaBodySchema, type AreaOptions, type AreaView } from '@pfs/domain/factory-cfg';
import { AREA_GRID_MAX, AREA_KINDS, AREA_KIND_LABELS } from '@pfs/domain/plant';
import { FieldGrid, type FieldDef } from '@/components/form-grid';
import { FormModal, useNamedRecordForm } from '@/components/form-modal';
import { RemarkItem, sortNoField } from '@/components/form-items';
import { zodRule } from '@/lib/zod-rule';
import { useSaveFacArea } from '../api/save-fac-area';
import { gridHint, toAreaForm, toSaveAreaBody, type AreaFormValues } from '../utils/area-form';

const shape = saveAreaBodySchema.shape;
const GRID = [
  ['racks', '架数', AREA_GRID_MAX.racks],
  ['layers', '每架层数', AREA_GRID_MAX.layers],
  ['positions_per_layer', '每层盘位', AREA_GRID_MAX.positions_per_layer],
] as const;

/**
 * Adds an area (area = null) or edits one: its field, kind and dish positions (racks × layers × positions). While
 * batches stand there the kind and status stay as they are and the grid may not drop below the dishes.
 */
export function AreaFormModal({
  fid,
  open,
  area,
  fieldId,
  fields,
  onClose,
}: {
  fid: number;
  open: boolean;
  area: AreaView | null;
  fieldId?: number;
  fields: AreaOptions;
  onClose: () => void;
}) {
  const shell = useNamedRecordForm<AreaFormValues>(area, '区域', { open, onClose });
  const save = useSaveFacArea();
  const grid = Form.useWatch([], shell.form) as AreaFormValues | undefined;
  const hint = grid ? gridHint(grid, area) : null;
  const busy = !!area && area.batch_ct > 0;
  const items: FieldDef[] = [
    {
      name: 'field_id',
      label: '厂房',
      rules: [{ required: true, message: '请选择厂房' }],
      input: <Select placeholder="选择厂房" options={fields.map((f) => ({ value: f.field_id, label: f.name }))} />,
    },
    { name: 'name', label: '区域名称', rules: [zodRule(shape.name, '请填写区域名称')], input: <Input maxLength={64} placeholder="如 栽培一区" /> },
    {
      name: 'kind',
      label: '区域类型',
      extra: busy ? `现有 ${area.batch_ct} 个批次，移走后才能改类型` : '育苗、栽培和其他区域放盘；包装间和冷库放采收后的产品',
      input: <Select disabled={busy} options={AREA_KINDS.map((k) => ({ value: k, label: AREA_KIND_LABELS[k] }))} />,
    },
    sortNoField,
    ...GRID.map(([name, label, max]) => ({
      name,
      label,
      col: { xs: 8 },
      rules: [zodRule(shape[name], `请填写${label}`)],
      input: <InputNumber min={0} max={max} precision={0} style={{ width: '100%' }} />,
    })),
  ];
  return (
    <FormModal
      {...shell}
      fill={() => toAreaForm(area, fieldId ?? fields[0]?.field_id)}
      pending={save.isPending}
      width={640}
      submit={async (v) => (await save.mutateAsync(toSaveAreaBody(fid, area?.area_id, v))).msg}
    >
      <FieldGrid fields={items} />
      {hint && (
        <Typography.Paragraph type={hint.warn ? 'warning' : 'secondary'} style={{ marginTop: -8 }} data-testid="grid-hint">
          盘位容量：{hint.text}
        </Typography.Paragraph>
      )}
      <Form.Item name="enabled" label="启用" valuePropName="checked" extra={busy ? '有批次的区域不能停用' : '停用的区域不能再放入批次，历史保留'}>
        <Switch disabled={busy && area.status === 'enabled'} />
      </Form.Item>
      <RemarkItem rule={zodRule(shape.remark)} />
    </FormModal>
  );
}
