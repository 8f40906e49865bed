import { Tag } from 'antd';
import { RECORD_STATUS_LABELS } from '@pfs/domain';

export function StatusTag({ status }: { status: 'enabled' | 'disabled' }) {
  return <Tag color={status === 'enabled' ? 'green' : 'default'}>{RECORD_STATUS_LABELS[status]}</Tag>;
}
