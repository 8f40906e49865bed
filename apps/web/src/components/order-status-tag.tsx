import { Tag } from 'antd';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@pfs/domain';

const COLORS: Record<OrderStatus, string> = { draft: 'default', scheduled: 'blue', producing: 'green', partial: 'orange', done: 'cyan', cancelled: 'red' };

export function OrderStatusTag({ status }: { status: OrderStatus }) {
  return <Tag color={COLORS[status]}>{ORDER_STATUS_LABELS[status]}</Tag>;
}
