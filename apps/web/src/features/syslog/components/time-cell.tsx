import { Tooltip } from 'antd';
import { formatDateTime, formatRelativeTime } from '@pfs/domain';

/** A log time in the default format (YYYY-MM-DD HH:mm:ss), with the relative time on hover. */
export function TimeCell({ iso }: { iso: string }) {
  return (
    <Tooltip title={formatRelativeTime(new Date(iso), new Date())}>
      <span style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>{formatDateTime(iso)}</span>
    </Tooltip>
  );
}
