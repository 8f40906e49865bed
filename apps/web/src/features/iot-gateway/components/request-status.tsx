import { Tag } from 'antd';
import type { ControlRequest } from '../api/get-iot-req';

export const REQUEST_STATUS: Record<ControlRequest['status'], { label: string; color: string }> = {
  pending: { label: '待下发', color: 'default' },
  sent: { label: '已下发，等待确认', color: 'processing' },
  done: { label: '已执行', color: 'success' },
  failed: { label: '执行失败', color: 'error' },
  timeout: { label: '超时未确认', color: 'warning' },
  expired: { label: '已过期', color: 'default' },
};

export function RequestStatusTag({ status }: { status: ControlRequest['status'] }) {
  const s = REQUEST_STATUS[status];
  return <Tag color={s.color}>{s.label}</Tag>;
}

export const isFinal = (s: ControlRequest['status']) => s !== 'pending' && s !== 'sent';
