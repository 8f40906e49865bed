import { Form, Input, Select, Switch, Typography } from 'antd';
import { saveCustomerBodySchema, type CustomerView } from '@pfs/domain/customer';
import { CUSTOMER_KINDS, CUSTOMER_KIND_LABELS } from '@pfs/domain/sales';
import { FormDrawer, useNamedRecordForm } from '@/components/form-modal';
import { AddRowButton, ListRow } from '@/components/list-rows';
import { useSettingsStore } from '@/lib/settings-store';
import { zodRule } from '@/lib/zod-rule';
import { useSaveCustomer } from '../api/save-customer';

type Values = Omit<CustomerView, 'status'> & { enabled: boolean };
const shape = saveCustomerBodySchema.shape;

/** New customer (customer = null) or an edit of one read with its mobiles in full (get_customer_form). */
export function CustomerFormDrawer({ fid, open, customer, onClose }: { fid: number; open: boolean; customer: CustomerView | null; onClose: () => void }) {
  const shell = useNamedRecordForm<Values>(customer, '客户', { open, onClose }, '新建客户');
  const mobile = useSettingsStore((s) => s.device === 'mobile');
  const save = useSaveCustomer();
  return (
    <FormDrawer<Values>
      {...shell}
      name="customer"
      width={640}
      fill={() =>
        customer
          ? { ...customer, enabled: customer.status === 'enabled' }
          : { name: '', kind: 'supermarket', contacts: [{ name: '', mobile: '', title: '' }], addresses: [], remark: '', enabled: true }
      }
      pending={save.isPending}
      submit={async (v) => {
        const r = await save.mutateAsync({
          fid,
          cust_id: customer?.cust_id,
          name: v.name,
          kind: v.kind,
          contacts: v.contacts ?? [],
          addresses: v.addresses ?? [],
          status: v.enabled ? 'enabled' : 'disabled',
          remark: v.remark ?? '',
        });
        return r.msg;
      }}
    >
      <Form.Item name="name" label="客户名称" rules={[zodRule(shape.name, '请填写客户名称')]}>
        <Input maxLength={64} placeholder="如 鲜果超市（张江店）" />
      </Form.Item>
      <Form.Item name="kind" label="客户类型" rules={[{ required: true, message: '请选择客户类型' }]}>
        <Select options={CUSTOMER_KINDS.map((k) => ({ value: k, label: CUSTOMER_KIND_LABELS[k] }))} />
      </Form.Item>
      <Typography.Text strong>联系人</Typography.Text>
      <Form.List name="contacts">
        {(fields, { add, remove }) => (
          <>
            {fields.map((f) => (
              <ListRow key={f.key} removeLabel="删除联系人" onRemove={() => remove(f.name)}>
                <Form.Item name={[f.name, 'name']} rules={[{ required: true, whitespace: true, message: '请填写联系人姓名' }]}>
                  <Input maxLength={32} placeholder="姓名" style={{ width: 120 }} />
                </Form.Item>
                <Form.Item name={[f.name, 'mobile']} rules={[{ required: true, pattern: /^[0-9+\-() ]{3,20}$/, message: '联系电话须为 3–20 位数字' }]}>
                  <Input maxLength={20} placeholder="电话" style={{ width: 160 }} />
                </Form.Item>
                <Form.Item name={[f.name, 'title']}>
                  <Input maxLength={32} placeholder="职务" style={{ width: 110 }} />
                </Form.Item>
              </ListRow>
            ))}
            <AddRowButton disabled={fields.length >= 10} onClick={() => add({ name: '', mobile: '', title: '' })}>
              添加联系人
            </AddRowButton>
          </>
        )}
      </Form.List>
      <Typography.Text strong style={{ display: 'block' }}>
        送货地址
      </Typography.Text>
      <Form.List name="addresses">
        {(fields, { add, remove }) => (
          <>
            {fields.map((f) => (
              <ListRow key={f.key} removeLabel="删除地址" onRemove={() => remove(f.name)}>
                <Form.Item name={[f.name, 'label']}>
                  <Input maxLength={32} placeholder="名称，如 总仓" style={{ width: 120 }} />
                </Form.Item>
                <Form.Item name={[f.name, 'address']} rules={[{ required: true, min: 2, message: '送货地址至少 2 个字' }]}>
                  <Input maxLength={200} placeholder="详细地址" style={{ width: mobile ? 220 : 360 }} />
                </Form.Item>
              </ListRow>
            ))}
            <AddRowButton disabled={fields.length >= 10} onClick={() => add({ label: '', address: '' })}>
              添加地址
            </AddRowButton>
          </>
        )}
      </Form.List>
      <Form.Item name="enabled" label="启用" valuePropName="checked" extra="停用的客户不能再下新订单，已有订单不受影响">
        <Switch />
      </Form.Item>
      <Form.Item name="remark" label="备注" rules={[zodRule(shape.remark)]}>
        <Input.TextArea rows={2} maxLength={500} />
      </Form.Item>
    </FormDrawer>
  );
}
