import { useState } from 'react';
import { Alert, Input, Modal, Typography } from 'antd';
import { shortLines, shortText, type OrderView } from '@pfs/domain/sales';
import { feedback } from '@/lib/feedback';
import { action } from '@/lib/user-action';
import { useCompleteSalesOrder } from '../api/complete-sales-order';

/**
 * 完成订单: with every line shipped in full it simply completes; with a line short it names the shortfall and
 * asks why the rest will not be delivered (the reason stays in the order's remark and the log).
 */
export function CompleteOrderModal({ fid, order, open, onClose }: { fid: number; order: OrderView; open: boolean; onClose: () => void }) {
  const complete = useCompleteSalesOrder();
  const [reason, setReason] = useState('');
  const short = shortLines(order.lines.map((l) => ({ name: `${l.crop} ${l.variety} ${l.grade_name}`, qty_kg: l.qty_kg, shipped_kg: l.shipped_kg })));
  const needsReason = short.length > 0;
  return (
    <Modal
      title={`完成订单 ${order.order_no}`}
      open={open}
      onCancel={onClose}
      okText={needsReason ? '取消未发部分并完成' : '完成订单'}
      okButtonProps={{ danger: needsReason, disabled: needsReason && reason.trim().length < 2 }}
      confirmLoading={complete.isPending}
      onOk={action(async () => {
        const r = await complete.mutateAsync({ fid, order_id: order.order_id, version: order.version, reason: needsReason ? reason.trim() : undefined });
        feedback.message.success(r.msg);
        setReason('');
        onClose();
      })}
    >
      {needsReason ? (
        <>
          <Alert type="warning" showIcon style={{ marginBottom: 12 }} title={`还有未发足的行：${shortText(short)}`} />
          <Typography.Paragraph>完成后未发部分取消，不再发货。请填写原因（记入订单备注和日志）：</Typography.Paragraph>
          <Input.TextArea aria-label="未发部分的取消原因" rows={3} maxLength={200} value={reason} onChange={(e) => setReason(e.target.value)} placeholder="如：采收不足，客户同意按实发数量结算" />
        </>
      ) : (
        <Typography.Paragraph>各行均已发足，完成后订单不能再出货。</Typography.Paragraph>
      )}
    </Modal>
  );
}
