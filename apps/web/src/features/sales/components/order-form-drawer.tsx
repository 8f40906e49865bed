import dayjs from 'dayjs';
import { DatePicker, Flex, Form, Input, InputNumber, Select, Typography } from 'antd';
import { ORDER_LINES_MAX, ORDER_LINE_KG_MAX, type OrderView } from '@pfs/domain/sales';
import { FormDrawer, savedMessage, type RecordDialogProps } from '@/components/form-modal';
import { AddRowButton, ListRow } from '@/components/list-rows';
import { useCustomerOptions, useSalesSpecOptions } from '../api/get-sales-options';
import { useSaveSalesOrder } from '../api/save-sales-order';
import { toOrderForm, toSaveOrderBody, type OrderFormValues } from '../utils/order-form';
import { trimmedNumber } from '@/components/number-input';

/** New order (order = null) or an edit of a draft or scheduled one; a scheduled order is planned again on save. */
export function OrderFormDrawer({ fid, open, order, onClose, onSaved }: RecordDialogProps<OrderView> & { order: OrderView | null }) {
  const [form] = Form.useForm<OrderFormValues>();
  const specs = useSalesSpecOptions(open ? fid : undefined);
  const customers = useCustomerOptions(open ? fid : undefined);
  const save = useSaveSalesOrder();
  const custId = Form.useWatch('cust_id', form);
  const lines = Form.useWatch('lines', form);
  const addresses = customers.data?.find((c) => c.cust_id === custId)?.addresses ?? [];
  // The longest cycle among the lines: delivery can be no earlier than that many days from today.
  const longest = Math.max(0, ...(lines ?? []).map((l) => specs.data?.find((s) => s.spec_id === l?.spec_id)?.cycle_days ?? 0));
  return (
    <FormDrawer<OrderFormValues>
      title={order ? `编辑订单 ${order.order_no}` : '新建订单'}
      open={open}
      form={form}
      name="sales-order"
      width={760}
      record={order}
      fill={() => toOrderForm(order)}
      pending={save.isPending}
      submit={(v) => savedMessage(save.mutateAsync(toSaveOrderBody(fid, order, v)), onSaved)}
      onClose={onClose}
      notice={
        order?.status === 'scheduled' && (
          <Typography.Paragraph type="warning">这个订单已排产：保存后会释放原计划批次并按交货日期重新排产，排不下时退回草稿。</Typography.Paragraph>
        )
      }
    >
      <Form.Item name="cust_id" label="客户" rules={[{ required: true, message: '请选择客户' }]}>
        <Select
          showSearch
          optionFilterProp="label"
          loading={customers.isLoading}
          placeholder="选择客户"
          options={customers.data?.map((c) => ({ value: c.cust_id, label: c.name }))}
          onChange={(id: number) => {
            const first = customers.data?.find((c) => c.cust_id === id)?.addresses[0];
            form.setFieldValue('address', first?.address ?? '');
          }}
        />
      </Form.Item>
      <Flex gap={12} wrap>
        <Form.Item
          name="delivery_date"
          label="交货日期"
          rules={[{ required: true, message: '请选择交货日期' }]}
          extra={longest > 0 ? `按品种周期最早 ${dayjs().add(longest, 'day').format('YYYY-MM-DD')} 交货` : undefined}
        >
          <DatePicker disabledDate={(d) => d.isBefore(dayjs().startOf('day'))} style={{ width: 180 }} />
        </Form.Item>
        <Form.Item name="address" label="送货地址" style={{ flex: 1, minWidth: 240 }} rules={[{ max: 200, message: '送货地址不能超过 200 个字符' }]}>
          <Select
            showSearch
            allowClear
            mode={undefined}
            placeholder="客户的送货地址"
            options={addresses.map((a) => ({ value: a.address, label: a.label ? `${a.label}：${a.address}` : a.address }))}
          />
        </Form.Item>
      </Flex>
      <Typography.Text strong>订单行</Typography.Text>
      <Form.List
        name="lines"
        rules={[
          {
            validator: async (_r, v: unknown[]) => {
              if (!v || v.length === 0) throw new Error('订单至少要有一行');
            },
          },
        ]}
      >
        {(fields, { add, remove }, { errors }) => (
          <>
            {fields.map((f) => {
              const spec = specs.data?.find((s) => s.spec_id === lines?.[f.name]?.spec_id);
              return (
                <ListRow key={f.key} removeLabel="删除此行" disabled={fields.length === 1} onRemove={() => remove(f.name)}>
                  <Form.Item name={[f.name, 'spec_id']} rules={[{ required: true, message: '请选择品种' }]}>
                    <Select
                      showSearch
                      optionFilterProp="label"
                      placeholder="品种规格"
                      style={{ width: 200 }}
                      options={specs.data?.map((s) => ({ value: s.spec_id, label: `${s.crop} ${s.variety}` }))}
                      onChange={() => form.setFieldValue(['lines', f.name, 'grade'], undefined)}
                    />
                  </Form.Item>
                  <Form.Item name={[f.name, 'grade']} rules={[{ required: true, message: '请选择等级' }]}>
                    <Select
                      placeholder="等级"
                      style={{ width: 110 }}
                      options={spec?.grades.map((g) => ({ value: g.grade, label: `${g.name}（${g.grade}）` }))}
                    />
                  </Form.Item>
                  <Form.Item name={[f.name, 'qty_kg']} rules={[{ required: true, message: '请填写数量' }]}>
                    <InputNumber min={0.001} max={ORDER_LINE_KG_MAX} {...trimmedNumber(3)} addonAfter="kg" placeholder="数量" style={{ width: 150 }} />
                  </Form.Item>
                  <Form.Item name={[f.name, 'packing']} rules={[{ required: true, whitespace: true, message: '请填写包装规格' }]}>
                    <Input maxLength={32} placeholder="包装，如 5kg/箱" style={{ width: 130 }} />
                  </Form.Item>
                </ListRow>
              );
            })}
            <Form.ErrorList errors={errors} />
            <AddRowButton disabled={fields.length >= ORDER_LINES_MAX} onClick={() => add({ packing: '5kg/箱' })} style={{ marginTop: 8 }}>
              添加一行
            </AddRowButton>
          </>
        )}
      </Form.List>
      <Form.Item name="remark" label="备注" style={{ marginTop: 16 }} rules={[{ max: 500, message: '备注不能超过 500 个字符' }]}>
        <Input.TextArea rows={2} maxLength={500} />
      </Form.Item>
    </FormDrawer>
  );
}
