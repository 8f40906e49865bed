import { Tooltip, Typography } from 'antd';
import { formatFactoryTime, formatRelativeTime } from '@pfs/domain';

/** How old a value is; readings older than `staleAfterS` are marked so nobody acts on them unknowingly. */
export function Freshness({ ts, staleAfterS = 120 }: { ts: string | null; staleAfterS?: number }) {
  if (!ts) return <Typography.Text type="secondary">无数据</Typography.Text>;
  const d = new Date(ts);
  const stale = Date.now() - d.getTime() > staleAfterS * 1000;
  return (
    <Tooltip title={formatFactoryTime(d)}>
      <Typography.Text type={stale ? 'warning' : 'secondary'} style={{ fontSize: 12 }}>
        {formatRelativeTime(d, new Date())}
        {stale ? '（数据过旧）' : ''}
      </Typography.Text>
    </Tooltip>
  );
}
