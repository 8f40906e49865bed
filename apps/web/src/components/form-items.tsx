import { Form, Input, InputNumber, Switch, type FormRule } from 'antd';
import type { FieldDef } from './form-grid';

/** 备注: the free-text remark most records carry (500 characters unless the schema says less). */
export function RemarkItem({ rule, maxLength = 500 }: { rule: FormRule; maxLength?: number }) {
  return (
    <Form.Item name="remark" label="备注" rules={[rule]}>
      <Input.TextArea rows={2} maxLength={maxLength} />
    </Form.Item>
  );
}

/** 启用: a record's enabled switch (form value `enabled`), with what 停用 keeps or stops where that needs saying. */
export function EnabledItem({ extra }: { extra?: string }) {
  return (
    <Form.Item name="enabled" label="启用" valuePropName="checked" extra={extra}>
      <Switch />
    </Form.Item>
  );
}

const SORT_NO_INPUT = <InputNumber min={0} max={9999} precision={0} style={{ width: '100%' }} />;

/** 排序 (form value `sort_no`): where a record stands in its lists; `required` is the message when it must be filled. */
export function SortNoItem({ required }: { required?: string }) {
  return (
    <Form.Item name="sort_no" label="排序" extra="数字小的排在前面" rules={required ? [{ required: true, message: required }] : undefined}>
      {SORT_NO_INPUT}
    </Form.Item>
  );
}

/** The same 排序 as a field of a FieldGrid. */
export const sortNoField: FieldDef = { name: 'sort_no', label: '排序', extra: '数字小的排在前面', input: SORT_NO_INPUT };
