import { useMemo, useState } from 'react';
import { Card, Empty, Segmented, Skeleton } from 'antd';
import { NoFactory, PageContainer } from '@/components/page-container';
import { useCurrentFid } from '@/lib/auth-store';
import { useFacLogStats } from '../api/get-fac-log-stats';
import { EChart } from '@/components/echart/echart';
import { LogTotals } from '../components/log-totals';
import { buildLogStatsOption } from '../utils/log-stats-option';

const PERIODS = [
  { value: 14, label: '近 14 天' },
  { value: 30, label: '近 30 天' },
];

/** /cfg/syslogidx [syslog.list]: totals and counts per day of the factory's logs. */
export default function SyslogIndexPage() {
  const fid = useCurrentFid();
  const [days, setDays] = useState(14);
  const stats = useFacLogStats(fid, days);
  const option = useMemo(() => (stats.data ? buildLogStatsOption(stats.data.days) : null), [stats.data]);
  if (!fid) return <NoFactory />;
  const quiet = stats.data && stats.data.days.every((d) => d.user_log_ct + d.page_visit_ct + d.fac_evt_ct === 0);
  return (
    <PageContainer
      title="日志概览"
      description={`本工厂近 ${days} 天的操作日志、页面访问与工厂事件，按天统计。`}
      extra={<Segmented<number> value={days} onChange={setDays} options={PERIODS} />}
    >
      <LogTotals totals={stats.data?.totals} loading={stats.isLoading} />
      <Card size="small" title={`每日条数（近 ${days} 天）`} style={{ marginTop: 16 }}>
        {stats.isLoading ? (
          <Skeleton active paragraph={{ rows: 6 }} />
        ) : quiet ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={`近 ${days} 天没有日志`} />
        ) : option ? (
          <EChart option={option} height={340} label={`近 ${days} 天每日日志条数`} />
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="统计加载失败" />
        )}
      </Card>
    </PageContainer>
  );
}
