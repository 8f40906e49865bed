import { Tooltip, Typography } from 'antd';
import { formatFactoryTime, formatRelativeTime } from '@pfs/domain';
import { isStale } from '../utils/live-rows';

/**
 * How old a value is at `now`; stale readings are marked so nobody acts on them unknowingly. A switch state
 * may rightly be old (`markStale` off): it only says since when.
 */
export function FreshnessText({ ts, now, markStale = true }: { ts: string | null; now: number; markStale?: boolean }) {
  if (!ts) return <Typography.Text type="secondary">无数据</Typography.Text>;
  const stale = markStale && isStale(ts, now);
  return (
    <Tooltip title={formatFactoryTime(ts)}>
      <Typography.Text type={stale ? 'warning' : 'secondary'} style={{ fontSize: 12, whiteSpace: 'nowrap' }} data-stale={stale || undefined}>
        {formatRelativeTime(new Date(ts), new Date(Math.max(now, new Date(ts).getTime())))}
        {stale ? '（数据过旧）' : ''}
      </Typography.Text>
    </Tooltip>
  );
}
