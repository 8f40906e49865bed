import { useEffect } from 'react';
import { Alert, Form, Input, InputNumber, Modal, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { issueMaterialBodySchema, type LotView, type MaterialItem } from '@pfs/domain/material';
import { fmtQty } from '@pfs/domain/plant';
import { feedback } from '@/lib/feedback';
import { action } from '@/lib/user-action';
import { zodRule } from '@/lib/zod-rule';
import { useMaterialItemList } from '../api/get-material-item-list';
import { useMaterialLotList } from '../api/get-material-lot-list';
import { useIssueMaterial } from '../api/issue-material';
import { issuePreview, toIssueBody, type IssueFormValues } from '../utils/material-forms';
import { factoryToday } from '../utils/lot-state';
import type { KindPage } from '../utils/material-kind';
import { MoveDateItem } from './move-date-item';
import { BatchSelect, ItemSelect } from './pickers';
import { trimmedNumber } from '@/components/number-input';

const AUTO = 0;

/** What the issue will take, before the user confirms: the server allocates the same way. */
function Preview({
  lots,
  qty,
  date,
  item,
  label,
  lotId,
}: {
  lots: LotView[];
  qty: number | null;
  date: string;
  item: MaterialItem | undefined;
  label: string;
  lotId: number;
}) {
  if (!item || !qty) return null;
  if (lotId !== AUTO) {
    const lot = lots.find((l) => l.lot_id === lotId);
    if (!lot || lot.qty >= qty) return null;
    return <Alert type="error" showIcon style={{ marginBottom: 16 }} message={`批号 ${lot.lot_no} 只剩 ${fmtQty(lot.qty)} ${item.unit}`} />;
  }
  const a = issuePreview(lots, qty, date, item, label);
  if (!a) return null;
  if (!a.ok) return <Alert type="error" showIcon style={{ marginBottom: 16 }} message={a.msg} />;
  return (
    <Alert
      type="info"
      showIcon
      style={{ marginBottom: 16 }}
      message={`将领用：${a.take.map((t) => `批号 ${t.lot_no} ${fmtQty(t.qty)} ${item.unit}`).join('，')}`}
    />
  );
}

/** 领用: first-expiring lot first, or a lot the user picks (opened from a lot, that lot). */
export function IssueModal({
  fid,
  page,
  open,
  item: fixedItem,
  lot: fixedLot,
  onClose,
}: {
  fid: number;
  page: KindPage;
  open: boolean;
  item: MaterialItem | null;
  lot: LotView | null;
  onClose: () => void;
}) {
  const [form] = Form.useForm<IssueFormValues>();
  const issue = useIssueMaterial();
  const today = factoryToday();
  const itemId = Form.useWatch('item_id', form);
  const qty = Form.useWatch('qty', form) ?? null;
  const date = (Form.useWatch('date', form) as Dayjs | undefined)?.format('YYYY-MM-DD') ?? today;
  const lotId = Form.useWatch('lot_id', form) ?? AUTO;
  const items = useMaterialItemList({ fid, kind: page.kind, size: 200 });
  const item = items.data?.items.find((i) => i.item_id === itemId) ?? (fixedItem?.item_id === itemId ? fixedItem : undefined) ?? undefined;
  const lots = useMaterialLotList(open && itemId ? { fid, kind: page.kind, item_id: itemId, in_stock_only: true, size: 200 } : undefined);
  const usable = (lots.data?.items ?? []).filter((l) => l.state !== 'expired');
  useEffect(() => {
    if (open)
      form.setFieldsValue({
        item_id: fixedItem?.item_id ?? fixedLot?.item_id,
        lot_id: fixedLot?.lot_id ?? AUTO,
        qty: null,
        date: dayjs(today),
        batch_id: null,
        reason: '',
      });
  }, [open, fixedItem, fixedLot, form, today]);
  return (
    <Modal
      title={fixedLot ? `领用：${fixedLot.item_name} 批号 ${fixedLot.lot_no}` : fixedItem ? `领用：${fixedItem.name}` : `${page.title}领用`}
      open={open}
      onCancel={onClose}
      confirmLoading={issue.isPending}
      forceRender
      okText="领用"
      onOk={action(async () => {
        const v = await form.validateFields();
        const r = await issue.mutateAsync(toIssueBody(fid, page.kind, { ...v, lot_id: v.lot_id || null }));
        feedback.message.success(`${r.msg}：${r.data.moves.map((m) => `批号 ${m.lot_no} ${fmtQty(-m.qty)} ${m.unit}`).join('，')}`);
        onClose();
      })}
    >
      <Form form={form} name="material-issue" layout="vertical">
        <Form.Item name="item_id" label="物料" rules={[{ required: true, message: '请选择物料' }]} hidden={!!fixedItem || !!fixedLot}>
          <ItemSelect fid={fid} kind={page.kind} onChange={() => form.setFieldValue('lot_id', AUTO)} />
        </Form.Item>
        <Form.Item name="lot_id" label="批号" hidden={!!fixedLot}>
          <Select
            disabled={!itemId}
            options={[
              { value: AUTO, label: '自动：先到期的批号先出' },
              ...usable.map((l) => ({ value: l.lot_id, label: `${l.lot_no} · 剩 ${fmtQty(l.qty)} ${l.unit}${l.expires_on ? ` · ${l.expires_on} 到期` : ''}` })),
            ]}
          />
        </Form.Item>
        <Form.Item
          name="qty"
          label="领用数量"
          rules={[{ required: true, message: '请填写领用数量' }]}
          extra={item ? `可用库存 ${fmtQty(item.qty)} ${item.unit}` : undefined}
        >
          <InputNumber min={0.001} max={100_000_000} {...trimmedNumber(3)} style={{ width: '100%' }} suffix={item?.unit} />
        </Form.Item>
        <Preview lots={usable} qty={qty} date={date} item={item} label={page.title} lotId={lotId} />
        <MoveDateItem label="领用日期" today={today} />
        <Form.Item name="batch_id" label="用于批次">
          <BatchSelect fid={fid} />
        </Form.Item>
        <Form.Item name="reason" label="用途" rules={[zodRule(issueMaterialBodySchema.shape.reason)]}>
          <Input.TextArea rows={2} maxLength={200} placeholder="如 二号厂房育苗" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
