import { useEffect } from 'react';
import { App as AntApp, Form, Input, InputNumber, Modal, Select } from 'antd';
import { STOCK_OUT_KIND_LABELS, STOCK_OUT_REASONS, type StockOutKind } from '@pfs/domain/finished';
import { adjustLot } from '../api/adjust-finished-lot';
import { sellLot } from '../api/sell-finished-lot';
import type { FinishedLot } from '../api/get-finished-stock';
import { trimmedNumber } from '@/components/number-input';
import { kg as kgText } from './lot-state-tag';

type Values = { kg: number; reason?: string; note?: string; buyer?: string; price?: number | null; date?: string; remark?: string };
export type StockOut = { kind: StockOutKind; lot: FinishedLot };

/** The reason as stored: the chosen Chinese words, then what the keeper wrote. */
const reasonText = (reason: string, note?: string) => (note?.trim() ? `${reason}：${note.trim()}` : reason);

/**
 * Stock out of one lot without an order: 批发出售 (buyer and price optional), 盘点调整 or 报废 (a reason from the
 * list). Write-offs and sales start at the whole stock of the lot; a stocktaking difference is typed.
 */
export function StockOutModal({ fid, out, today, onClose }: { fid: number; out: StockOut | null; today: string; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const { message } = AntApp.useApp();
  const sell = sellLot.use();
  const adjust = adjustLot.use();
  const reason = Form.useWatch('reason', form);
  useEffect(() => {
    if (!out) return;
    form.resetFields();
    form.setFieldsValue({ kg: out.kind === 'adjust' ? undefined : out.lot.left_kg, date: today });
  }, [out, form, today]);
  if (!out) return null;
  const { kind, lot } = out;
  const what = STOCK_OUT_KIND_LABELS[kind];
  const submit = async () => {
    const v = await form.validateFields();
    const base = { fid, lot_id: lot.lot_id, version: lot.version, kg: v.kg };
    const r =
      kind === 'sale'
        ? await sell.mutateAsync({ ...base, date: v.date, buyer: v.buyer ?? '', price: v.price ?? null, remark: v.remark ?? '' })
        : await adjust.mutateAsync({ ...base, kind, reason: reasonText(v.reason!, v.note) });
    message.success(r.msg);
    onClose();
  };
  return (
    <Modal
      open
      title={`${what}：${lot.lot_no} ${lot.crop} ${lot.variety} ${lot.grade_name}`}
      okText={what}
      okButtonProps={{ danger: kind === 'scrap' }}
      confirmLoading={sell.isPending || adjust.isPending}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      <p>
        库存 <b>{kgText(lot.left_kg)}</b>，{lot.area_name}，{lot.expires_on} 到期
      </p>
      <Form form={form} layout="vertical">
        <Form.Item
          name="kg"
          label={`${what}重量（kg）`}
          rules={[
            { required: true, message: `请填写${what}重量` },
            { validator: (_r, v?: number) => (v !== undefined && v !== null && v <= 0 ? Promise.reject(new Error('重量必须大于 0')) : Promise.resolve()) },
            { validator: (_r, v?: number) => (v && v > lot.left_kg ? Promise.reject(new Error(`库存只有 ${lot.left_kg} kg`)) : Promise.resolve()) },
          ]}
        >
          <InputNumber min={0} max={lot.left_kg} {...trimmedNumber(3)} style={{ width: '100%' }} />
        </Form.Item>
        {kind === 'sale' ? (
          <>
            <Form.Item name="buyer" label="买方（可选）">
              <Input maxLength={64} placeholder="如 江桥批发市场 王老板" />
            </Form.Item>
            <Form.Item name="price" label="单价（元/kg，可选）">
              <InputNumber min={0} max={100000} {...trimmedNumber(2)} style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item name="date" label="出售日期" rules={[{ required: true, pattern: /^\d{4}-\d{2}-\d{2}$/, message: '请填写日期，如 2026-03-01' }]}>
              <Input placeholder="YYYY-MM-DD" />
            </Form.Item>
            <Form.Item name="remark" label="备注">
              <Input.TextArea maxLength={500} rows={2} />
            </Form.Item>
          </>
        ) : (
          <>
            <Form.Item name="reason" label={`${what}原因`} rules={[{ required: true, message: `请选择${what}原因` }]}>
              <Select options={STOCK_OUT_REASONS[kind].map((r) => ({ value: r, label: r }))} placeholder="选择原因" />
            </Form.Item>
            <Form.Item name="note" label="说明" rules={[{ required: reason === '其他', whitespace: true, message: '原因为「其他」时请写明' }]}>
              <Input maxLength={150} />
            </Form.Item>
          </>
        )}
      </Form>
    </Modal>
  );
}
