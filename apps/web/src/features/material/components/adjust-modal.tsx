import { useState } from 'react';
import { Alert, Form, Input, InputNumber, Radio } from 'antd';
import dayjs from 'dayjs';
import { adjustLotBodySchema, type LotView } from '@pfs/domain/material';
import { fmtQty, type MaterialKind } from '@pfs/domain/plant';
import { FormModal } from '@/components/form-modal';
import { zodRule } from '@/lib/zod-rule';
import { useAdjustMaterialLot } from '../api/adjust-material-lot';
import { adjustDelta, toAdjustBody, type AdjustFormValues } from '../utils/material-forms';
import { factoryToday } from '../utils/lot-state';
import { MoveDateItem } from './move-date-item';
import { trimmedNumber } from '@/components/number-input';

/** 盘点调整 of one lot: by the counted quantity or by a change, always with a reason; never below 0. */
export function AdjustModal({ fid, kind, open, lot, onClose }: { fid: number; kind: MaterialKind; open: boolean; lot: LotView | null; onClose: () => void }) {
  const [form] = Form.useForm<AdjustFormValues>();
  const adjust = useAdjustMaterialLot();
  const today = factoryToday();
  const [error, setError] = useState<string | null>(null);
  const mode = Form.useWatch('mode', form) ?? 'count';
  const counted = Form.useWatch('counted', form);
  const delta = Form.useWatch('delta', form);
  const change = lot ? adjustDelta(lot.qty, { mode, counted, delta }) : null;
  return (
    <FormModal
      title={lot ? `盘点调整：${lot.item_name} 批号 ${lot.lot_no}` : '盘点调整'}
      open={open && !!lot}
      form={form}
      name="material-adjust"
      record={lot}
      fill={() => {
        setError(null);
        return { mode: 'count' as const, counted: null, delta: null, date: dayjs(today), reason: '' };
      }}
      pending={adjust.isPending}
      okText="调整"
      submit={async (v) => {
        const body = toAdjustBody(fid, kind, lot!, v);
        if ('error' in body) {
          setError(body.error);
          return null;
        }
        const r = await adjust.mutateAsync(body);
        return `${r.msg}：结存 ${fmtQty(r.data.lots[0]?.qty ?? 0)} ${lot!.unit}`;
      }}
      onClose={onClose}
      onValuesChange={() => setError(null)}
    >
      {lot && (
        <>
          <Alert type="info" showIcon style={{ marginBottom: 16 }} message={`当前结存 ${fmtQty(lot.qty)} ${lot.unit}`} />
          <Form.Item name="mode" label="调整方式">
            <Radio.Group
              optionType="button"
              options={[
                { value: 'count', label: '按实盘数量' },
                { value: 'delta', label: '按增减数量' },
              ]}
            />
          </Form.Item>
          {mode === 'count' ? (
            <Form.Item name="counted" label="实盘数量" rules={[{ required: true, message: '请填写实盘数量' }]}>
              <InputNumber min={0} max={100_000_000} {...trimmedNumber(3)} style={{ width: '100%' }} suffix={lot.unit} />
            </Form.Item>
          ) : (
            <Form.Item name="delta" label="增减数量" rules={[{ required: true, message: '请填写调整数量' }]} extra="盘盈填正数，盘亏、报损、退回供应商填负数">
              <InputNumber min={-100_000_000} max={100_000_000} {...trimmedNumber(3)} style={{ width: '100%' }} suffix={lot.unit} />
            </Form.Item>
          )}
          {change !== null && change !== 0 && (
            <Alert
              type={lot.qty + change < 0 ? 'error' : 'success'}
              showIcon
              style={{ marginBottom: 16 }}
              message={`${change > 0 ? '盘盈' : '盘亏'} ${fmtQty(Math.abs(change))} ${lot.unit}，调整后结存 ${fmtQty(lot.qty + change)} ${lot.unit}`}
            />
          )}
          {error && <Alert type="error" showIcon style={{ marginBottom: 16 }} message={error} />}
          <MoveDateItem label="日期" today={today} since={lot.received_on} />
          <Form.Item name="reason" label="调整原因" required rules={[zodRule(adjustLotBodySchema.shape.reason, '请填写调整原因（至少 2 个字）')]}>
            <Input.TextArea rows={2} maxLength={200} placeholder="如 月末盘点短少、受潮报损、退回供应商" />
          </Form.Item>
        </>
      )}
    </FormModal>
  );
}
