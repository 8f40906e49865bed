import { Form, Input, InputNumber, Select } from 'antd';
import { saveMaterialItemBodySchema, type MaterialItem } from '@pfs/domain/material';
import { SAFETY_DAYS_MAX, SUPPLY_CATEGORIES, SUPPLY_CATEGORY_LABELS, type MaterialKind } from '@pfs/domain/plant';
import { FieldItems, type FieldDef } from '@/components/form-grid';
import { FormModal, useNamedRecordForm } from '@/components/form-modal';
import { EnabledItem, RemarkItem } from '@/components/form-items';
import { zodRule } from '@/lib/zod-rule';
import { useSaveMaterialItem } from '../api/save-material-item';
import type { KindPage } from '../utils/material-kind';
import { toItemForm, toSaveItemBody, type ItemFormValues } from '../utils/material-forms';
import { trimmedNumber } from '@/components/number-input';

const shape = saveMaterialItemBodySchema.shape;

/** What each kind asks for beyond name, unit and spec. */
const KIND_FIELDS: Record<MaterialKind, FieldDef[]> = {
  seed: [
    { name: 'crop', label: '作物', rules: [zodRule(shape.crop)], input: <Input maxLength={32} placeholder="如 生菜" /> },
    { name: 'variety', label: '品种', rules: [zodRule(shape.variety)], input: <Input maxLength={64} placeholder="如 意大利生菜" /> },
    { name: 'germination_rate', label: '发芽率（%）', input: <InputNumber min={0} max={100} precision={1} style={{ width: '100%' }} /> },
  ],
  pesticide: [
    { name: 'reg_no', label: '农药登记证号', rules: [zodRule(shape.reg_no)], input: <Input maxLength={32} placeholder="如 PD20080001" /> },
    { name: 'active_ingredient', label: '有效成分', rules: [zodRule(shape.active_ingredient)], input: <Input maxLength={64} placeholder="如 吡虫啉 10%" /> },
    {
      name: 'safety_days',
      label: '安全间隔期（天）',
      rules: [{ required: true, message: '农药须填写安全间隔期（天）' }],
      extra: '施药后这么多天内，被处理的批次不能采收',
      input: <InputNumber min={0} max={SAFETY_DAYS_MAX} precision={0} style={{ width: '100%' }} />,
    },
  ],
  supply: [
    {
      name: 'category',
      label: '类别',
      rules: [{ required: true, message: '请选择耗材类别' }],
      input: <Select options={SUPPLY_CATEGORIES.map((c) => ({ value: c, label: SUPPLY_CATEGORY_LABELS[c] }))} placeholder="选择类别" />,
    },
  ],
};

/** What a dialog about one item of the page's kind is given (item = null: none chosen yet). */
export type ItemDialogProps = { fid: number; page: KindPage; open: boolean; item: MaterialItem | null; onClose: () => void };

/** Adds an item of the page's kind (item = null) or edits one; each kind asks for its own fields. */
export function ItemFormModal({ fid, page, open, item, onClose }: ItemDialogProps) {
  const shell = useNamedRecordForm<ItemFormValues>(item, page.title, { open, onClose });
  const save = useSaveMaterialItem();
  const unit = Form.useWatch('unit', shell.form);
  return (
    <FormModal
      {...shell}
      name="material-item"
      fill={() => toItemForm(item)}
      pending={save.isPending}
      submit={async (v) => (await save.mutateAsync(toSaveItemBody(fid, page.kind, item?.item_id, v))).msg}
    >
      <Form.Item name="name" label="名称" rules={[zodRule(shape.name, '请填写物料名称')]}>
        <Input maxLength={64} placeholder={page.namePlaceholder} />
      </Form.Item>
      <Form.Item
        name="unit"
        label="单位"
        rules={[zodRule(shape.unit, `请填写单位，如 ${page.unitHint}`)]}
        extra={item && item.lot_ct > 0 ? '已有批号入库后单位不能再改' : undefined}
      >
        <Input maxLength={8} placeholder={page.unitHint} disabled={!!item && item.lot_ct > 0} />
      </Form.Item>
      <Form.Item name="spec" label="规格" rules={[zodRule(shape.spec)]}>
        <Input maxLength={64} placeholder="如 1000 粒/袋、100 mL/瓶" />
      </Form.Item>
      <FieldItems fields={KIND_FIELDS[page.kind]} />
      <Form.Item name="low_stock_qty" label="预警库存" extra="可用库存低于它时提醒；0 表示不提醒">
        <InputNumber min={0} max={100_000_000} {...trimmedNumber(3)} style={{ width: '100%' }} suffix={unit || undefined} />
      </Form.Item>
      <EnabledItem extra="停用的物料不能再入库，也不出现在播种、植保的选择中" />
      <RemarkItem rule={zodRule(shape.remark)} />
    </FormModal>
  );
}
