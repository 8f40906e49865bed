import { Form, Input, Switch, type FormRule } from 'antd';

/** 备注: the free-text remark most records carry (500 characters unless the schema says less). */
export function RemarkItem({ rule, maxLength = 500 }: { rule: FormRule; maxLength?: number }) {
  return (
    <Form.Item name="remark" label="备注" rules={[rule]}>
      <Input.TextArea rows={2} maxLength={maxLength} />
    </Form.Item>
  );
}

/** 启用: a record's enabled switch (form value `enabled`), with what 停用 keeps or stops. */
export function EnabledItem({ extra }: { extra: string }) {
  return (
    <Form.Item name="enabled" label="启用" valuePropName="checked" extra={extra}>
      <Switch />
    </Form.Item>
  );
}
