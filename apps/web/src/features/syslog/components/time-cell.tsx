import { Tooltip } from 'antd';
import dayjs from 'dayjs';
import { formatRelativeTime } from '@pfs/domain';

/** Default date format, with the relative time on hover (spec §9). */
export function TimeCell({ iso }: { iso: string }) {
  return (
    <Tooltip title={formatRelativeTime(new Date(iso), new Date())}>
      <span>{dayjs(iso).format('YYYY-MM-DD HH:mm:ss')}</span>
    </Tooltip>
  );
}
