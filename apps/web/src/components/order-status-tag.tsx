import { ORDER_STATUS_LABELS } from '@pfs/domain/sales';
import { labelTag } from './label-tag';

export const OrderStatusTag = labelTag('status', ORDER_STATUS_LABELS, {
  draft: 'default',
  scheduled: 'blue',
  producing: 'green',
  partial: 'orange',
  done: 'cyan',
  cancelled: 'red',
});
