import type { CSSProperties } from 'react';
import { Tag } from 'antd';
import type { RequestStatus, SwitchAction } from '@pfs/domain/iot-ingest';

/** What a switch command asked for. */
export const SWITCH_ACTION_LABELS: Record<SwitchAction, string> = { open: '开启', close: '关闭', number: '设定' };

/** What became of a switch command sent to its gateway. */
const REQUEST_STATUS: Record<RequestStatus, { label: string; color: string }> = {
  pending: { label: '待下发', color: 'default' },
  sent: { label: '已下发，等待确认', color: 'processing' },
  done: { label: '已执行', color: 'success' },
  failed: { label: '执行失败', color: 'error' },
  timeout: { label: '超时未确认', color: 'warning' },
  expired: { label: '已过期', color: 'default' },
};

/** A switch command's status; `labels` rewords some where the place around it already says more. */
export function RequestStatusTag({ status, labels, style }: { status: RequestStatus; labels?: Partial<Record<RequestStatus, string>>; style?: CSSProperties }) {
  const s = REQUEST_STATUS[status];
  return (
    <Tag color={s.color} style={style}>
      {labels?.[status] ?? s.label}
    </Tag>
  );
}

/** The gateway has answered (or the command lapsed): nothing more will change. */
export const isFinal = (s: RequestStatus) => s !== 'pending' && s !== 'sent';
